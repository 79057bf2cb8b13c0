//go:build windows

package builtins

import (
	"os"
	"path/filepath"
	"strings"
)

// accessOK reports whether the process may use path in mode (one of
// accessExist, accessRead, accessWrite, accessExecute). Windows has no
// access(2) that knows execution, so: a file exists if it can be
// stat'ed; it is readable if it opens for reading (which honours its
// access control list); writable unless it has the read-only attribute,
// which is what the C library's _waccess checks; executable if it is a
// directory (to search) or its extension is one that PATHEXT lists.
func accessOK(path string, mode uint32) bool {
	fi, err := os.Stat(path)
	if err != nil {
		return false
	}
	switch mode {
	case accessExist:
		return true
	case accessRead:
		f, err := os.Open(path)
		if err != nil {
			return false
		}
		f.Close()
		return true
	case accessWrite:
		return fi.IsDir() || fi.Mode().Perm()&0o200 != 0
	case accessExecute:
		return fi.IsDir() || executableExt(filepath.Ext(path))
	}
	return false
}

// executableExt reports whether ext (".exe") names a program: one of the
// extensions in PATHEXT, or Windows' default list when it is unset.
func executableExt(ext string) bool {
	if ext == "" {
		return false
	}
	exts := os.Getenv("PATHEXT")
	if exts == "" {
		exts = ".com;.exe;.bat;.cmd"
	}
	for _, e := range strings.Split(exts, ";") {
		if strings.EqualFold(e, ext) {
			return true
		}
	}
	return false
}
