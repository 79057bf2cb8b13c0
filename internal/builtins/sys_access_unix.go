//go:build unix

package builtins

import "syscall"

// accessOK reports whether the process may use path in mode (one of
// accessExist, accessRead, accessWrite, accessExecute), by access(2), as
// SWI-Prolog asks.
func accessOK(path string, mode uint32) bool {
	return syscall.Access(path, mode) == nil
}
