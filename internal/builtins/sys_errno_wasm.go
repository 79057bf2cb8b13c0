//go:build wasm

package builtins

import "syscall"

// errnoClassOf classifies the POSIX errno that a WebAssembly runtime
// reports (Node.js for js/wasm, the WASI runtime for wasip1) as on Unix.
// The runtimes have no ETXTBSY to report.
func errnoClassOf(errno syscall.Errno) osErrClass {
	switch errno {
	case syscall.EACCES, syscall.EPERM, syscall.ENOTEMPTY, syscall.EROFS:
		return osErrPermission
	case syscall.ENAMETOOLONG:
		return osErrPathLength
	case syscall.ELOOP:
		return osErrLinks
	case syscall.EMFILE, syscall.ENFILE:
		return osErrFiles
	}
	return osErrExistence
}
