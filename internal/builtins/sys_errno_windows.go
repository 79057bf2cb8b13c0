//go:build windows

package builtins

import "syscall"

// Windows system error codes (winerror.h) that package syscall does not
// name.
const (
	errorTooManyOpenFiles    syscall.Errno = 4
	errorCurrentDirectory    syscall.Errno = 16
	errorWriteProtect        syscall.Errno = 19
	errorSharingViolation    syscall.Errno = 32
	errorLockViolation       syscall.Errno = 33
	errorFilenameExcedRange  syscall.Errno = 206
	errorCantResolveFilename syscall.Errno = 1921
)

// errnoClassOf classifies a Windows system error code: the codes for a
// refusal (access denied, a file in use or locked, a directory not
// empty or current, a write-protected medium, a missing privilege) are permission errors; a name too long, too
// many levels of links and too many open files are what ENAMETOOLONG,
// ELOOP and EMFILE are on Unix. Package syscall's invented errnos (EACCES
// and the like, which goprolog itself may pass) are classified as on
// Unix.
func errnoClassOf(errno syscall.Errno) osErrClass {
	switch errno {
	case syscall.ERROR_ACCESS_DENIED, syscall.ERROR_DIR_NOT_EMPTY, syscall.ERROR_PRIVILEGE_NOT_HELD,
		errorWriteProtect, errorCurrentDirectory, errorSharingViolation, errorLockViolation,
		syscall.EACCES, syscall.EPERM, syscall.ENOTEMPTY, syscall.EROFS, syscall.ETXTBSY:
		return osErrPermission
	case errorFilenameExcedRange, syscall.ENAMETOOLONG:
		return osErrPathLength
	case errorCantResolveFilename, syscall.ELOOP:
		return osErrLinks
	case errorTooManyOpenFiles, syscall.EMFILE, syscall.ENFILE:
		return osErrFiles
	}
	return osErrExistence
}
