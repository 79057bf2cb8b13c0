package builtins

import (
	"errors"
	"os"

	"github.com/goprolog/goprolog/internal/engine"
)

// Opening a program's files. The built-ins that read or write files for a
// program (open/3,4, see/1, tell/1, append/1, consult/1 and its kin, make/0)
// reach the file system only through openFile and statFile: without a
// sandbox they take a relative name from the interpreter's working
// directory (see osPath); under one they resolve the name inside the
// sandbox's directory through an os.Root (see sandboxState.inRoot), so
// that the name checked is the name opened.

// writeFlags are the open flags that change a file.
const writeFlags = os.O_WRONLY | os.O_RDWR | os.O_APPEND | os.O_CREATE | os.O_TRUNC

// openFile opens the file that the program of m calls name, with flag as
// os.OpenFile takes it (new files get mode 0666 less the umask). It
// returns the file and its name for messages and stream properties. A
// sandbox's refusal is permission_error(open, source_sink, culprit); the
// system's errors come back as they are, for the caller to report as its
// predicate does.
func openFile(m *engine.Machine, name string, flag int, culprit engine.Term) (*os.File, string, error) {
	st := sandboxOf(m)
	if st == nil {
		path := osPath(m, name)
		f, err := os.OpenFile(path, flag, 0o666)
		return f, path, err
	}
	var f *os.File
	path, err := st.inRoot(name, flag&writeFlags != 0, culprit, func(r *os.Root, rel string) error {
		// A FIFO blocks open(2) until a peer opens its other end, beyond
		// the reach of the sandbox's time limit and its context, and a
		// device or socket is no file of the sandbox's: the name is
		// opened without blocking and refused unless it is a regular
		// file or a directory (which open/3 reports as the system does).
		// The descriptor opened is the one checked, so that swapping the
		// name meanwhile changes nothing.
		var err error
		f, err = r.OpenFile(rel, flag|openNonBlock, 0o666)
		if err != nil {
			return err
		}
		fi, err := f.Stat()
		if err != nil || !(fi.Mode().IsRegular() || fi.IsDir()) {
			f.Close()
			f = nil
			return errNotRegular
		}
		return nil
	})
	return f, path, err
}

// errNotRegular is openFile's refusal of a FIFO, device or socket under a
// sandbox; inRoot turns it into permission_error(open, source_sink, Name).
var errNotRegular = errors.New("not a regular file")

// statFile describes the file that the program of m calls name,
// following symbolic links, with openFile's names and errors.
func statFile(m *engine.Machine, name string, culprit engine.Term) (os.FileInfo, string, error) {
	st := sandboxOf(m)
	if st == nil {
		path := osPath(m, name)
		fi, err := os.Stat(path)
		return fi, path, err
	}
	var fi os.FileInfo
	path, err := st.inRoot(name, false, culprit, func(r *os.Root, rel string) error {
		var err error
		fi, err = r.Stat(rel)
		return err
	})
	return fi, path, err
}

// refused reports whether err, from openFile or statFile, is a Prolog
// error (a sandbox's refusal) rather than the system's.
func refused(err error) bool {
	var e *engine.Exception
	return errors.As(err, &e)
}
