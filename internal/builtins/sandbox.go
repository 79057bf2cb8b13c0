package builtins

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"

	"github.com/goprolog/goprolog/internal/engine"
)

// Sandbox restricts what the programs of one interpreter may do to the
// host: servers and teaching sites run untrusted code under it. The
// built-ins that open files for a program (open/3,4, see/1, tell/1,
// append/1, consult/1 and its kin) do so through openFile and statFile
// (fileaccess.go), which under a sandbox reach the file system only
// through an os.Root on Dir; the other file-system predicates, and those
// that reach the process, its environment or the network, are replaced by
// ones that raise permission_error.
type Sandbox struct {
	// Dir is the only directory (with its subdirectories) whose files
	// may be read or written; "" allows no file access at all.
	Dir string
	// ReadOnly forbids writing even inside Dir.
	ReadOnly bool
	// MaxStreams bounds the file streams the program may have open at
	// once; 0 means DefaultMaxStreams.
	MaxStreams int
}

// DefaultMaxStreams is the number of file streams a sandboxed program may
// have open at once when its Sandbox does not say.
const DefaultMaxStreams = 256

// sandboxState is an installed sandbox: its settings, the names its
// directory goes by, and the file streams the program has open.
type sandboxState struct {
	Sandbox
	// dirs are the absolute names of Dir that an absolute file name may
	// start with: Dir with its symbolic links resolved (Dir itself), and
	// Dir as the host gave it, made absolute.
	dirs [][]string
	// streams are the streams that open/3,4, see/1, tell/1 and append/1
	// opened, some perhaps closed since (see openStreams).
	streams []*engine.Stream
	// loading counts the source files being consulted, each holding a
	// descriptor until its load ends.
	loading int
}

// sandboxedPreds are the predicates a sandboxed program may not call at
// all: they reach the operating system beyond the allowed directory.
// Those not implemented (yet) are listed too, so that adding one later
// cannot open a hole.
var sandboxedPreds = []string{
	"shell/0", "shell/1", "shell/2", "getenv/2", "setenv/2", "unsetenv/1",
	"process_create/3", "process_wait/2", "process_kill/1", "process_kill/2",
	"tcp_socket/1", "tcp_connect/2", "tcp_connect/4", "tcp_bind/2", "tcp_listen/2", "tcp_accept/3",
	"tcp_open_socket/2", "tcp_open_socket/3", "http_open/3",
	"working_directory/2", "chdir/1", "cd/1",
	"delete_file/1", "rename_file/2", "make_directory/1", "delete_directory/1",
	"exists_file/1", "exists_directory/1", "directory_files/2", "size_file/2", "time_file/2", "same_file/2",
	"access_file/2", "absolute_file_name/2", "absolute_file_name/3", "tmp_file/2", "tmp_file_stream/3",
	"$tmp_file_create/2", "expand_file_name/2",
	"load_foreign_library/1", "use_foreign_library/1",
	"open_shared_object/2", "qsave_program/1", "qsave_program/2",
}

// SetSandbox installs sb in m: from then on file access outside sb.Dir and
// the predicates that reach the process, environment or network raise
// permission_error. It cannot be undone.
func SetSandbox(m *engine.Machine, sb *Sandbox) {
	st := &sandboxState{Sandbox: *sb}
	if st.MaxStreams <= 0 {
		st.MaxStreams = DefaultMaxStreams
	}
	if st.Dir != "" {
		if abs, err := filepath.Abs(st.Dir); err == nil {
			st.Dir = abs
		}
		given := st.Dir
		if real, err := filepath.EvalSymlinks(st.Dir); err == nil {
			st.Dir = real
		}
		st.dirs = [][]string{pathParts(st.Dir)}
		if given != st.Dir {
			st.dirs = append(st.dirs, pathParts(given))
		}
	}
	m.Hooks.Slots[slotSandbox] = st
	for _, pi := range sandboxedPreds {
		name, arity := splitPI(pi)
		m.Register(name, arity, denied(name, arity))
	}
}

// SandboxOf returns the sandbox installed in m, or nil.
func SandboxOf(m *engine.Machine) *Sandbox {
	if st := sandboxOf(m); st != nil {
		return &st.Sandbox
	}
	return nil
}

func sandboxOf(m *engine.Machine) *sandboxState {
	st, _ := m.Hooks.Slots[slotSandbox].(*sandboxState)
	return st
}

func denied(name string, arity int) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		goal := engine.Term(engine.Intern(name))
		if arity > 0 {
			goal = engine.NewCompound(engine.Intern(name), args...)
		}
		return false, engine.PermissionError("call", "sandboxed", goal)
	}
}

// inRoot runs op on the file the program calls name, inside the sandbox:
// op gets an os.Root on Dir and the name relative to it, so that every
// component of the name, symbolic links and ".." included, is resolved
// by the system within Dir at the moment of use, and a name that would
// leave Dir fails there rather than in a check made before. A relative
// name is taken from Dir; an absolute one must start with Dir. It returns
// the name of the file for messages, stream properties and consult/1's
// record (Dir, "/" and the relative name with its ".." kept, so that the
// name leads to the same file again), or permission_error(open,
// source_sink, culprit) when the sandbox refuses (no Dir, a write under
// ReadOnly, a name outside Dir, a link out of it), or op's system error.
// The root is opened for each operation, so that a sandbox holds no
// descriptor between its program's file operations.
func (st *sandboxState) inRoot(name string, write bool, culprit engine.Term, op func(r *os.Root, rel string) error) (string, error) {
	deny := engine.PermissionError("open", "source_sink", culprit)
	if st.Dir == "" || (write && st.ReadOnly) {
		return "", deny
	}
	rel, ok := st.relative(name)
	if !ok {
		return "", deny
	}
	root, err := os.OpenRoot(st.Dir)
	if err != nil {
		return "", deny
	}
	defer root.Close()
	if err := op(root, rel); err != nil {
		// The system's own errors (ENOENT, EACCES, ELOOP, ...) keep their
		// meaning; anything else is os.Root refusing a name that escapes.
		var errno syscall.Errno
		if !errors.As(err, &errno) {
			return "", deny
		}
		return "", err
	}
	if rel == "." {
		return st.Dir, nil
	}
	return st.Dir + "/" + rel, nil
}

// relative returns name relative to Dir, as os.Root takes it, without
// the empty and "." components, which the system ignores too (a final
// "/" is kept: it asks for a directory). A relative name is taken from
// Dir (os.Root refuses its ".." that would leave Dir); an absolute one
// must begin with one of Dir's names, compared component by component.
// ".." is left for os.Root to resolve after the links before it, as the
// system does, so the file checked is the file opened.
func (st *sandboxState) relative(name string) (string, bool) {
	if name == "" {
		return "", false
	}
	parts := pathParts(name)
	if filepath.IsAbs(name) {
		found := false
		for _, dir := range st.dirs {
			if len(parts) >= len(dir) && slices.Equal(parts[:len(dir)], dir) {
				parts, found = parts[len(dir):], true
				break
			}
		}
		if !found {
			return "", false
		}
	}
	rel := strings.Join(parts, "/")
	if rel == "" {
		rel = "."
	}
	if strings.HasSuffix(name, "/") {
		rel += "/"
	}
	return rel, true
}

// pathParts splits a path into its components, without the empty and "."
// ones.
func pathParts(p string) []string {
	var parts []string
	for _, c := range strings.Split(filepath.ToSlash(p), "/") {
		if c != "" && c != "." {
			parts = append(parts, c)
		}
	}
	return parts
}

// reserveStream checks, before a sandboxed program opens a file, that it
// stays within MaxStreams open files (its streams and the source files
// being loaded): past it, resource_error(max_files), the error SWI-Prolog
// raises when the system runs out of descriptors.
func reserveStream(m *engine.Machine) error {
	st := sandboxOf(m)
	if st == nil {
		return nil
	}
	if len(st.openStreams(m))+st.loading >= st.MaxStreams {
		return engine.ResourceError("max_files")
	}
	return nil
}

// trackStream records a stream a sandboxed program opened, for
// reserveStream's count and CloseSandboxStreams.
func trackStream(m *engine.Machine, s *engine.Stream) {
	if st := sandboxOf(m); st != nil {
		st.streams = append(st.streams, s)
	}
}

// openStreams drops the streams closed since they were recorded and
// returns those still open.
func (st *sandboxState) openStreams(m *engine.Machine) []*engine.Stream {
	st.streams = slices.DeleteFunc(st.streams, func(s *engine.Stream) bool { return m.StreamByID(s.ID) != s })
	return st.streams
}

// CloseSandboxStreams closes the file streams that the program of a
// sandboxed m left open: the host calls it when a query ends, so that an
// untrusted program cannot hold the host's descriptors past its query.
// Without a sandbox it does nothing.
func CloseSandboxStreams(m *engine.Machine) {
	st := sandboxOf(m)
	if st == nil {
		return
	}
	for _, s := range st.openStreams(m) {
		_ = s.Close()
		m.RemoveStream(s)
	}
	st.streams = nil
}

// sandboxPath returns the name under which the system finds the file that
// the program calls name, for the file-system predicates other than
// opening (exists_file/1, delete_file/1, ...): relative to the
// interpreter's working directory (see osPath). Under a sandbox those
// predicates are replaced by ones that raise permission_error, and
// should one ever be left out of sandboxedPreds, sandboxPath refuses
// every name, read or written: they have no way through the sandbox's
// os.Root.
func sandboxPath(m *engine.Machine, name string, _ bool, culprit engine.Term) (string, error) {
	if sandboxOf(m) != nil {
		return "", engine.PermissionError("open", "source_sink", culprit)
	}
	return osPath(m, name), nil
}

// sandboxWD returns the directory relative paths are taken from: the
// sandbox's own directory when one is installed, else the interpreter's
// working directory (see workingDir), without its final "/".
func sandboxWD(m *engine.Machine) (string, bool) {
	if sb := SandboxOf(m); sb != nil {
		return sb.Dir, sb.Dir != ""
	}
	if st, ok := m.Hooks.Slots[slotOS].(*osState); ok && st.wd != "" {
		if st.wd == "/" {
			return st.wd, true
		}
		return strings.TrimSuffix(st.wd, "/"), true
	}
	wd, err := os.Getwd()
	return wd, err == nil
}

// loadingFile counts a source file being consulted against MaxStreams
// until the returned function is called.
func loadingFile(m *engine.Machine) func() {
	st := sandboxOf(m)
	if st == nil {
		return func() {}
	}
	st.loading++
	return func() { st.loading-- }
}
