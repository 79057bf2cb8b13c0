package builtins

import (
	"errors"
	"syscall"
)

// osErrClass is the kind of error term SWI-Prolog raises for a failed
// operation on a file or directory (see osOpError).
type osErrClass int

const (
	// osErrExistence is existence_error(Type, Culprit): no such file,
	// not a directory, already exists and the like.
	osErrExistence osErrClass = iota
	// osErrPermission is permission_error(Action, Type, Culprit): the
	// system refuses.
	osErrPermission
	// osErrPathLength is representation_error(max_path_length).
	osErrPathLength
	// osErrLinks is representation_error(max_symbolic_links).
	osErrLinks
	// osErrFiles is resource_error(max_files).
	osErrFiles
)

// errnoClass classifies err by the system's error number it carries
// (errnoClassOf knows each system's numbers); an error without one is an
// existence error.
func errnoClass(err error) osErrClass {
	var errno syscall.Errno
	if !errors.As(err, &errno) {
		return osErrExistence
	}
	return errnoClassOf(errno)
}
