//go:build linux

package builtins

import (
	"bytes"
	"encoding/binary"
	"os"
	"syscall"
	"unsafe"
)

// readDirNames lists the names in the directory f in the order the system
// gives them, "." and ".." included, as readdir(3) does for SWI-Prolog's
// directory_files/2 (Go's own listings drop those two).
func readDirNames(f *os.File) ([]string, error) {
	var d syscall.Dirent
	reclenAt, nameAt := int(unsafe.Offsetof(d.Reclen)), int(unsafe.Offsetof(d.Name))
	buf := make([]byte, 8192)
	var names []string
	fd := int(f.Fd())
	for {
		n, err := syscall.ReadDirent(fd, buf)
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return nil, err
		}
		if n <= 0 {
			return names, nil
		}
		for b := buf[:n]; len(b) > nameAt; {
			reclen := int(binary.NativeEndian.Uint16(b[reclenAt:]))
			if reclen <= nameAt || reclen > len(b) {
				break
			}
			name := b[nameAt:reclen]
			if i := bytes.IndexByte(name, 0); i >= 0 {
				name = name[:i]
			}
			names = append(names, string(name))
			b = b[reclen:]
		}
	}
}
