package builtins

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"sync/atomic"
	"syscall"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/goprolog/goprolog/internal/engine"
)

// Files and time: exists_file/1, exists_directory/1, delete_file/1,
// access_file/2, size_file/2, time_file/2, same_file/2, rename_file/2,
// directory_files/2, make_directory/1, delete_directory/1, tmp_file/2 and
// get_time/1, SWI-Prolog system predicates that programs use to look for
// their input files, manage their output, clean up after themselves and
// time themselves.
//
// A relative file name is taken from the interpreter's working directory
// (see os.go), or from the sandbox's directory when one is installed (see
// sandbox.go; SetSandbox replaces these predicates by ones that raise
// permission_error(call, sandboxed, Goal), and sandboxPath refuses every
// name should that list ever change).

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

// filePathArg is fileNameArg followed by the sandbox's check: the path
// to open for the file argument t (write says it is to be changed), and
// t dereferenced, which the errors name.
func filePathArg(m *engine.Machine, t engine.Term, write bool) (string, engine.Term, error) {
	name, err := fileNameArg(t)
	if err != nil {
		return "", nil, err
	}
	culprit := engine.Deref(t)
	path, err := sandboxPath(m, name, write, culprit)
	return path, culprit, err
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
	path, culprit, err := filePathArg(m, args[0], true)
	if err != nil {
		return false, err
	}
	if err := os.Remove(path); err != nil {
		return false, fileOpError(err, "delete", culprit, engine.Intern("delete_file"), 1)
	}
	return true, nil
}

// fileOpError is osOpError for the operations on a file.
func fileOpError(err error, action string, file engine.Term, pred *engine.Atom, arity int) error {
	return osOpError(err, action, "file", file, pred, arity)
}

// osOpError converts the failure of an operation on a file or directory
// (typ) into SWI-Prolog's error term: permission_error(Action, Type,
// Culprit) when the system refuses (EACCES, EPERM, ENOTEMPTY and the
// like; errnoClass knows each system's codes),
// representation_error(max_path_length) and (max_symbolic_links)
// for a name too long or a loop of links, and existence_error(Type,
// Culprit) otherwise (ENOENT, ENOTDIR, EEXIST, EISDIR, EINVAL, ...: SWI-
// Prolog 9 reports make_directory/1 of an existing directory and
// rename_file/2 of a file onto a directory so). The context carries the
// system's message, capitalised as C's strerror writes it ("No such file
// or directory"), which the error message prints in brackets.
func osOpError(err error, action, typ string, culprit engine.Term, pred *engine.Atom, arity int) error {
	var formal engine.Term
	switch errnoClass(err) {
	case osErrPermission:
		formal = engine.NewCompound(engine.Intern("permission_error"), engine.Intern(action), engine.Intern(typ), culprit)
	case osErrPathLength:
		formal = engine.NewCompound(engine.Intern("representation_error"), engine.Intern("max_path_length"))
	case osErrLinks:
		formal = engine.NewCompound(engine.Intern("representation_error"), engine.Intern("max_symbolic_links"))
	case osErrFiles:
		formal = engine.NewCompound(engine.Intern("resource_error"), engine.Intern("max_files"))
	default:
		formal = engine.NewCompound(engine.Intern("existence_error"), engine.Intern(typ), culprit)
	}
	return errorWithMessage(formal, err, pred, arity)
}

// errorWithMessage is error(Formal, context(Pred/Arity, Message)), where
// Message is the system's message for err.
func errorWithMessage(formal engine.Term, err error, pred *engine.Atom, arity int) error {
	var errno syscall.Errno
	msg := err.Error()
	if errors.As(err, &errno) {
		msg = errno.Error()
	}
	if r, size := utf8.DecodeRuneInString(msg); size > 0 {
		msg = string(unicode.ToUpper(r)) + msg[size:]
	}
	return engine.Throw(engine.NewCompound(engine.AtomError, formal,
		engine.NewCompound(engine.Intern("context"), systemPI(pred, arity), engine.Intern(msg))))
}

// systemPI is system:Name/Arity, the context SWI-Prolog's errors of its
// built-ins name.
func systemPI(name *engine.Atom, arity int) engine.Term {
	return engine.NewCompound(engine.AtomColon, engine.Intern("system"), engine.PI(name, arity))
}

// getTime implements get_time(-Time): the current time as a float of
// seconds since the Unix epoch, as SWI-Prolog gives it for stamps and for
// timing with differences of two calls.
func getTime(m *engine.Machine, args []engine.Term) (bool, error) {
	now := time.Now()
	secs := float64(now.Unix()) + float64(now.Nanosecond())/1e9
	return m.Unify(args[0], engine.Float(secs)), nil
}

// isDirectory reports whether name is a directory (after following
// symbolic links).
func isDirectory(m *engine.Machine, name string) bool {
	fi, err := os.Stat(osPath(m, name))
	return err == nil && fi.IsDir()
}

// The modes of access(2).
const (
	accessExist   = 0
	accessExecute = 1
	accessWrite   = 2
	accessRead    = 4
)

// accessFileMode is access_file(+File, +Mode) on the name file: mode is
// none, exist, read, write, append, execute or search. A file one may
// write need not exist: then its directory must be writable.
func accessFileMode(m *engine.Machine, file string, mode engine.Term) (bool, error) {
	a, err := atomArg(mode)
	if err != nil {
		return false, err
	}
	var bits uint32
	switch a.Name {
	case "none":
		return true, nil
	case "exist":
		bits = accessExist
	case "read":
		bits = accessRead
	case "write", "append":
		bits = accessWrite
	case "execute", "search":
		bits = accessExecute
	default:
		return false, engine.DomainError("io_mode", a)
	}
	path := osPath(m, file)
	if accessOK(path, bits) {
		return true, nil
	}
	if bits != accessWrite || accessOK(path, accessExist) {
		return false, nil
	}
	dir := dirName(file)
	return isDirectory(m, dir) && accessOK(osPath(m, dir), accessWrite), nil
}

// accessFile implements access_file(+File, +Mode): true if File may be
// used so (none: always; exist: it exists; read, write, append, execute,
// search: the system's access(2), a file to create needing a writable
// directory).
func accessFile(m *engine.Machine, args []engine.Term) (bool, error) {
	name, err := fileNameArg(args[0])
	if err != nil {
		return false, err
	}
	if name != "" {
		if name, err = sandboxPath(m, name, false, engine.Deref(args[0])); err != nil {
			return false, err
		}
	}
	return accessFileMode(m, name, args[1])
}

// sizeFile implements size_file(+File, -Size): the size in bytes of File
// (after following symbolic links; a directory has one too).
func sizeFile(m *engine.Machine, args []engine.Term) (bool, error) {
	path, culprit, err := filePathArg(m, args[0], false)
	if err != nil {
		return false, err
	}
	fi, err := os.Stat(path)
	if err != nil {
		return false, osOpError(err, "size", "file", culprit, engine.Intern("size_file"), 2)
	}
	return m.Unify(args[1], engine.MakeInt(fi.Size())), nil
}

// timeFile implements time_file(+File, -Time): the time File was last
// modified, a float of seconds since the Unix epoch as get_time/1 gives.
func timeFile(m *engine.Machine, args []engine.Term) (bool, error) {
	path, culprit, err := filePathArg(m, args[0], false)
	if err != nil {
		return false, err
	}
	fi, err := os.Stat(path)
	if err != nil {
		return false, engine.ExistenceError("file", culprit)
	}
	t := fi.ModTime()
	return m.Unify(args[1], engine.Float(float64(t.Unix())+float64(t.Nanosecond())/1e9)), nil
}

// sameFile implements same_file(+File1, +File2): the names are equal, or
// they name the same existing file (links followed). A name that does not
// exist is no error.
func sameFile(m *engine.Machine, args []engine.Term) (bool, error) {
	var paths [2]string
	for i := range paths {
		name, err := fileNameArg(args[i])
		if err != nil {
			return false, err
		}
		if paths[i], err = sandboxPath(m, name, false, engine.Deref(args[i])); err != nil {
			return false, err
		}
	}
	if paths[0] == paths[1] {
		return true, nil
	}
	fi1, err1 := os.Stat(paths[0])
	fi2, err2 := os.Stat(paths[1])
	return err1 == nil && err2 == nil && os.SameFile(fi1, fi2), nil
}

// renameFile implements rename_file(+Old, +New), as rename(2): New is
// replaced if it exists. Renaming a file to itself is
// permission_error(rename, file, Old), as in SWI-Prolog; the errors name
// Old.
func renameFile(m *engine.Machine, args []engine.Term) (bool, error) {
	var names, paths [2]string
	for i := range names {
		var err error
		if names[i], err = fileNameArg(args[i]); err != nil {
			return false, err
		}
	}
	culprit := engine.Deref(args[0])
	for i := range paths {
		var err error
		if paths[i], err = sandboxPath(m, names[i], true, engine.Deref(args[i])); err != nil {
			return false, err
		}
	}
	pred := engine.Intern("rename_file")
	if same, _ := sameFile(m, args); same {
		formal := engine.NewCompound(engine.Intern("permission_error"), engine.Intern("rename"), engine.Intern("file"), culprit)
		return false, engine.Throw(engine.NewCompound(engine.AtomError, formal,
			engine.NewCompound(engine.Intern("context"), engine.PI(pred, 2), engine.Intern("same file"))))
	}
	if err := syscall.Rename(paths[0], paths[1]); err != nil {
		return false, osOpError(err, "rename", "file", culprit, pred, 2)
	}
	return true, nil
}

// directoryFiles implements directory_files(+Dir, -Entries): the names
// in Dir, "." and ".." included, in the order the system lists them, as
// atoms. A Dir that does not exist is existence_error(file, Dir).
func directoryFiles(m *engine.Machine, args []engine.Term) (bool, error) {
	path, culprit, err := filePathArg(m, args[0], false)
	if err != nil {
		return false, err
	}
	if name, _ := plainTextArg(culprit); name == "" || !accessOK(path, accessExist) {
		return false, engine.ExistenceError("file", culprit)
	}
	pred := engine.Intern("directory_files")
	f, err := os.Open(path)
	if err != nil {
		return false, osOpError(err, "open", "directory", culprit, pred, 2)
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && !fi.IsDir() {
		return false, osOpError(syscall.ENOTDIR, "open", "directory", culprit, pred, 2)
	}
	names, err := readDirNames(f)
	if err != nil {
		return false, osOpError(err, "read", "directory", culprit, pred, 2)
	}
	entries := make([]engine.Term, len(names))
	for i, n := range names {
		entries[i] = engine.Intern(n)
	}
	return m.Unify(args[1], engine.List(entries...)), nil
}

// makeDirectory implements make_directory(+Dir): its parent must exist,
// and Dir must not (existence_error(directory, Dir), "File exists").
func makeDirectory(m *engine.Machine, args []engine.Term) (bool, error) {
	return directoryOp(m, args[0], "create", "make_directory", func(path string) error { return syscall.Mkdir(path, 0o777) })
}

// deleteDirectory implements delete_directory(+Dir): Dir must be an empty
// directory (permission_error(delete, directory, Dir), "Directory not
// empty").
func deleteDirectory(m *engine.Machine, args []engine.Term) (bool, error) {
	return directoryOp(m, args[0], "delete", "delete_directory", syscall.Rmdir)
}

// directoryOp runs op on the directory that t names, through the sandbox,
// and reports its failure as SWI-Prolog does for pred/1. An empty name is
// given to op as it is, for the system to refuse.
func directoryOp(m *engine.Machine, t engine.Term, action, pred string, op func(string) error) (bool, error) {
	name, err := fileNameArg(t)
	if err != nil {
		return false, err
	}
	culprit := engine.Deref(t)
	path := ""
	if name != "" {
		if path, err = sandboxPath(m, name, true, culprit); err != nil {
			return false, err
		}
	}
	if err := op(path); err != nil {
		return false, osOpError(err, action, "directory", culprit, engine.Intern(pred), 1)
	}
	return true, nil
}

// tmpFiles numbers the names tmp_file/2 makes. It is the process's, not
// an interpreter's: the names must differ between interpreters sharing
// the process, as they share its directory for temporary files.
var tmpFiles atomic.Int64

// tmpFile implements tmp_file(+Base, -Name): a new name for a temporary
// file, <tmp>/swipl_<Base>_<pid>_<n> as in SWI-Prolog, where <tmp> is
// $TEMP, $TMP or /tmp. The file is not created.
func tmpFile(m *engine.Machine, args []engine.Term) (bool, error) {
	base, err := anyTextArg(args[0])
	if err != nil {
		return false, err
	}
	dir := "/tmp"
	for _, v := range []string{"TEMP", "TMP"} {
		if d := os.Getenv(v); d != "" {
			dir = d
			break
		}
	}
	n := tmpFiles.Add(1)
	name := fmt.Sprintf("%s/swipl_%s_%d_%d", dir, base, os.Getpid(), n)
	if base == "" {
		name = fmt.Sprintf("%s/swipl_%d_%d", dir, os.Getpid(), n)
	}
	return m.Unify(args[1], engine.Intern(name)), nil
}

var fileBuiltins = []engine.BuiltinSpec{
	{Name: "exists_file", Arity: 1, Fn: existsFile},
	{Name: "exists_directory", Arity: 1, Fn: existsDirectory},
	{Name: "delete_file", Arity: 1, Fn: deleteFile},
	{Name: "get_time", Arity: 1, Fn: getTime},
	{Name: "access_file", Arity: 2, Fn: accessFile},
	{Name: "size_file", Arity: 2, Fn: sizeFile},
	{Name: "time_file", Arity: 2, Fn: timeFile},
	{Name: "same_file", Arity: 2, Fn: sameFile},
	{Name: "rename_file", Arity: 2, Fn: renameFile},
	{Name: "directory_files", Arity: 2, Fn: directoryFiles},
	{Name: "make_directory", Arity: 1, Fn: makeDirectory},
	{Name: "delete_directory", Arity: 1, Fn: deleteDirectory},
	{Name: "tmp_file", Arity: 2, Fn: tmpFile},
}
