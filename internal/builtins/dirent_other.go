//go:build !linux

package builtins

import "os"

// readDirNames lists the names in the directory f, "." and ".." first,
// then the others in the order the system gives them.
func readDirNames(f *os.File) ([]string, error) {
	names, err := f.Readdirnames(-1)
	if err != nil {
		return nil, err
	}
	return append([]string{".", ".."}, names...), nil
}
