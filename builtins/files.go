package builtins

import (
	"errors"
	"os"
	"strings"
	"syscall"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/goprolog/goprolog/engine"
)

// Files and time: exists_file/1, exists_directory/1, delete_file/1 and
// get_time/1, SWI-Prolog system predicates that programs use to look
// for their input files, clean up after themselves and time themselves.
//
// A relative file name is taken from the process's working directory, or
// from the sandbox's directory when one is installed (see sandbox.go;
// SetSandbox replaces the three file predicates by ones that raise
// permission_error(call, sandboxed, Goal), and sandboxPath below keeps
// them inside the sandbox's directory should that list ever change).

// fileNameArg returns the file name that t denotes, as SWI-Prolog's
// PL_get_file_name: the text of t (see plainTextArg), where a code 0 is
// domain_error(file_name, T). [] names no file.
func fileNameArg(t engine.Term) (string, error) {
	name, err := plainTextArg(t)
	if err != nil {
		return "", err
	}
	if strings.IndexByte(name, 0) >= 0 {
		return "", engine.DomainError("file_name", t)
	}
	return name, nil
}

// statFileArg resolves the file argument of exists_file/1 and
// exists_directory/1 and stats it, following symbolic links; ok is false
// when there is no such file (a dangling link, a name too long) or the
// sandbox forbids looking.
func statFileArg(m *engine.Machine, t engine.Term) (fi os.FileInfo, ok bool, err error) {
	name, err := fileNameArg(t)
	if err != nil {
		return nil, false, err
	}
	if name == "" {
		return nil, false, nil
	}
	if name, err = sandboxPath(m, name, false, engine.Deref(t)); err != nil {
		return nil, false, err
	}
	fi, statErr := os.Stat(name)
	return fi, statErr == nil, nil
}

// existsFile implements exists_file(+File): true if File names a regular
// file (after following symbolic links); a directory, a device or a pipe
// is not one.
func existsFile(m *engine.Machine, args []engine.Term) (bool, error) {
	fi, ok, err := statFileArg(m, args[0])
	return ok && fi.Mode().IsRegular(), err
}

// existsDirectory implements exists_directory(+Dir): true if Dir names a
// directory (after following symbolic links).
func existsDirectory(m *engine.Machine, args []engine.Term) (bool, error) {
	fi, ok, err := statFileArg(m, args[0])
	return ok && fi.IsDir(), err
}

// deleteFile implements delete_file(+File). Like SWI-Prolog, which calls
// remove(3), it also deletes an empty directory. A failure is reported as
// SWI-Prolog reports it, with the system's message in the context (see
// fileOpError).
func deleteFile(m *engine.Machine, args []engine.Term) (bool, error) {
	name, err := fileNameArg(args[0])
	if err != nil {
		return false, err
	}
	culprit := engine.Deref(args[0])
	path, err := sandboxPath(m, name, true, culprit)
	if err != nil {
		return false, err
	}
	if err := os.Remove(path); err != nil {
		return false, fileOpError(err, "delete", culprit, engine.Intern("delete_file"), 1)
	}
	return true, nil
}

// fileOpError converts the failure of a file operation into SWI-Prolog's
// error term: permission_error(Action, file, File) when the system
// refuses (EACCES, EPERM, ENOTEMPTY and the like),
// representation_error(max_path_length) and (max_symbolic_links) for a
// name too long or a loop of links, and existence_error(file, File)
// otherwise (ENOENT, ENOTDIR, EBUSY, EINVAL, ...). The context carries the
// system's message, capitalised as C's strerror writes it ("No such file
// or directory"), which the error message prints in brackets.
func fileOpError(err error, action string, file engine.Term, pred *engine.Atom, arity int) error {
	var errno syscall.Errno
	var formal engine.Term
	switch {
	case !errors.As(err, &errno):
		formal = engine.NewCompound(engine.Intern("existence_error"), engine.Intern("file"), file)
	case errno == syscall.EACCES || errno == syscall.EPERM || errno == syscall.ENOTEMPTY ||
		errno == syscall.EROFS || errno == syscall.EISDIR || errno == syscall.ETXTBSY || errno == syscall.EEXIST:
		formal = engine.NewCompound(engine.Intern("permission_error"), engine.Intern(action), engine.Intern("file"), file)
	case errno == syscall.ENAMETOOLONG:
		formal = engine.NewCompound(engine.Intern("representation_error"), engine.Intern("max_path_length"))
	case errno == syscall.ELOOP:
		formal = engine.NewCompound(engine.Intern("representation_error"), engine.Intern("max_symbolic_links"))
	case errno == syscall.EMFILE || errno == syscall.ENFILE:
		formal = engine.NewCompound(engine.Intern("resource_error"), engine.Intern("max_files"))
	default:
		formal = engine.NewCompound(engine.Intern("existence_error"), engine.Intern("file"), file)
	}
	msg := err.Error()
	if errno != 0 {
		msg = errno.Error()
	}
	if r, size := utf8.DecodeRuneInString(msg); size > 0 {
		msg = string(unicode.ToUpper(r)) + msg[size:]
	}
	return engine.Throw(engine.NewCompound(engine.AtomError, formal,
		engine.NewCompound(engine.Intern("context"), engine.PI(pred, arity), engine.Intern(msg))))
}

// getTime implements get_time(-Time): the current time as a float of
// seconds since the Unix epoch, as SWI-Prolog gives it for stamps and for
// timing with differences of two calls.
func getTime(m *engine.Machine, args []engine.Term) (bool, error) {
	now := time.Now()
	secs := float64(now.Unix()) + float64(now.Nanosecond())/1e9
	return m.Unify(args[0], engine.Float(secs)), nil
}

var fileBuiltins = []engine.BuiltinSpec{
	{Name: "exists_file", Arity: 1, Fn: existsFile},
	{Name: "exists_directory", Arity: 1, Fn: existsDirectory},
	{Name: "delete_file", Arity: 1, Fn: deleteFile},
	{Name: "get_time", Arity: 1, Fn: getTime},
}
