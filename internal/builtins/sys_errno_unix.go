//go:build unix

package builtins

import "syscall"

// errnoClassOf classifies a POSIX errno as SWI-Prolog does on Unix.
func errnoClassOf(errno syscall.Errno) osErrClass {
	switch errno {
	case syscall.EACCES, syscall.EPERM, syscall.ENOTEMPTY, syscall.EROFS, syscall.ETXTBSY:
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
