package builtins

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/goprolog/goprolog/engine"
)

// Sandbox restricts what the programs of one interpreter may do to the
// host: servers and teaching sites run untrusted code under it. Every
// built-in that touches files calls CheckFile; built-ins that reach the
// process, its environment or the network are replaced by ones that
// raise permission_error when the sandbox is installed.
type Sandbox struct {
	// Dir is the only directory (with its subdirectories) whose files
	// may be read or written; "" allows no file access at all.
	Dir string
	// ReadOnly forbids writing even inside Dir.
	ReadOnly bool
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
	"load_foreign_library/1", "use_foreign_library/1",
	"open_shared_object/2", "qsave_program/1", "qsave_program/2",
}

// SetSandbox installs sb in m: from then on file access outside sb.Dir and
// the predicates that reach the process, environment or network raise
// permission_error. It cannot be undone.
func SetSandbox(m *engine.Machine, sb *Sandbox) {
	c := *sb
	if c.Dir != "" {
		if abs, err := filepath.Abs(c.Dir); err == nil {
			c.Dir = abs
		}
		if real, err := filepath.EvalSymlinks(c.Dir); err == nil {
			c.Dir = real
		}
	}
	m.Hooks.Slots[slotSandbox] = &c
	for _, pi := range sandboxedPreds {
		name, arity := splitPI(pi)
		m.Register(name, arity, denied(name, arity))
	}
}

// SandboxOf returns the sandbox installed in m, or nil.
func SandboxOf(m *engine.Machine) *Sandbox {
	sb, _ := m.Hooks.Slots[slotSandbox].(*Sandbox)
	return sb
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

// CheckFile returns nil if m may open path (already made absolute) for
// reading, or for writing when write is set; otherwise the
// permission_error(open, source_sink, Culprit) that SWI-Prolog raises for a
// file it may not open. Symbolic links are resolved first, so a link
// inside the directory cannot lead out of it.
func CheckFile(m *engine.Machine, path string, write bool, culprit engine.Term) error {
	sb := SandboxOf(m)
	if sb == nil {
		return nil
	}
	deny := engine.PermissionError("open", "source_sink", culprit)
	if sb.Dir == "" || (write && sb.ReadOnly) {
		return deny
	}
	p, err := filepath.Abs(path)
	if err != nil {
		return deny
	}
	p = resolveExisting(p)
	if p != sb.Dir && !strings.HasPrefix(p, sb.Dir+string(filepath.Separator)) {
		return deny
	}
	return nil
}

// resolveExisting resolves the symbolic links of the longest existing
// prefix of p (a file about to be created does not exist yet).
func resolveExisting(p string) string {
	rest := ""
	for cur := p; ; {
		if real, err := filepath.EvalSymlinks(cur); err == nil {
			return filepath.Join(real, rest)
		}
		parent := filepath.Dir(cur)
		if parent == cur {
			return p
		}
		rest = filepath.Join(filepath.Base(cur), rest)
		cur = parent
	}
}

// sandboxPath checks that m may open name, taking a relative name from
// the sandbox's directory: a sandboxed program never depends on, nor
// learns, the host's working directory. Without a sandbox it returns the
// name under which the system finds the file, relative to the
// interpreter's working directory (see osPath).
func sandboxPath(m *engine.Machine, name string, write bool, culprit engine.Term) (string, error) {
	sb := SandboxOf(m)
	if sb == nil {
		return osPath(m, name), nil
	}
	if !filepath.IsAbs(name) && sb.Dir != "" {
		name = filepath.Join(sb.Dir, name)
	}
	if err := CheckFile(m, name, write, culprit); err != nil {
		return "", err
	}
	return name, nil
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
