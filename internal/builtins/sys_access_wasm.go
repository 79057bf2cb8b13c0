//go:build wasm

package builtins

import "os"

// accessOK reports whether the process may use path in mode (one of
// accessExist, accessRead, accessWrite, accessExecute). WebAssembly
// (js/wasm, wasip1) has no access(2): a file exists if it can be
// stat'ed, is readable or writable if the runtime lets it be opened so
// (a WASI runtime grants rights per directory, not per permission bit),
// and is executable by its owner's permission bits (a directory: to
// search it). A directory is writable by its owner's bits too, since
// opening one for writing is refused everywhere.
func accessOK(path string, mode uint32) bool {
	fi, err := os.Stat(path)
	if err != nil {
		return false
	}
	switch mode {
	case accessExist:
		return true
	case accessRead:
		return opens(path, os.O_RDONLY)
	case accessWrite:
		if fi.IsDir() {
			return fi.Mode().Perm()&0o200 != 0
		}
		return opens(path, os.O_WRONLY)
	case accessExecute:
		return fi.Mode().Perm()&0o100 != 0
	}
	return false
}

// opens reports whether path opens with flag (no O_CREATE, no O_TRUNC:
// the file is left as it was).
func opens(path string, flag int) bool {
	f, err := os.OpenFile(path, flag, 0)
	if err != nil {
		return false
	}
	f.Close()
	return true
}
