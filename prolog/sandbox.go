package prolog

import (
	"github.com/goprolog/goprolog/internal/builtins"
	"runtime"
	"time"

	"github.com/goprolog/goprolog/internal/engine"
)

// Sandbox confines an Interpreter that runs untrusted programs, such as
// students' code on a teaching site.
//
// Under a sandbox, open/3,4, see/1, tell/1, append/1, consult/1 and
// read_file_to_terms/3 and its kin (which open files with open/4) reach
// only files inside Dir, and with Dir empty no file at all. Relative
// names are taken from Dir; an absolute name must start with Dir. The
// files are opened through an os.Root on Dir, which resolves every
// component of the name, symbolic links and ".." included, at the moment
// of opening: a name that would lead out of Dir (a link to a directory
// outside, a link to an absolute path, even one inside Dir, a ".." above
// Dir, a dangling link to a file to be created outside) raises
// permission_error(open, source_sink, Name), and swapping a link while the
// program runs cannot slip past the check. Only regular files and
// directories are opened: a FIFO (whose open would block beyond the
// reach of MaxTime and the context), a device or a socket in Dir raises
// permission_error(open, source_sink, Name). The files a query left open
// are closed when the query ends (Solutions.Close, Exec and the others,
// however the query ended), and at most MaxStreams may be open at once.
//
// The predicates that reach the process, its environment or the network
// (shell/1,2, getenv/2, setenv/2, working_directory/2, process_create/3,
// tcp_*, file-system queries such as exists_file/1 and
// expand_file_name/2, temporary files, and ls/0,1, pwd/0 and cd/1) raise
// permission_error.
// halt/0,1 ends the query with *HaltError, as it does in every embedded
// interpreter. Unless WithStdio is given too, user_input is empty and
// output is discarded. A read that waits on the input WithStdio gives
// ends at MaxTime, the context's end or Interrupt only when that input
// is a StoppableReader; a plain io.Reader that blocks holds the query.
//
// The limits end a query with *Error holding
// error(resource_error(inferences|memory|time), _), which catch/3 inside
// the program cannot intercept. They are checked every 4096 inferences
// and backtracking steps.
type Sandbox struct {
	// Dir is the directory whose files the program may read (and write,
	// unless ReadOnly); "" forbids all file access.
	Dir string
	// ReadOnly forbids writing files even inside Dir.
	ReadOnly bool
	// MaxInferences bounds the inferences of one query (0: no bound).
	MaxInferences int64
	// MaxTime bounds the wall time of one query (0: no bound).
	MaxTime time.Duration
	// MaxMemory bounds the Go heap in bytes (0: no bound). The heap is
	// the process's, measured after a collection: the bound is exact for
	// a process or worker that runs one sandboxed query at a time, and a
	// shared ceiling when interpreters run side by side.
	MaxMemory uint64
	// MaxStreams bounds the files the program may have open at once,
	// streams and files being consulted together (0: 256). Opening one
	// more raises error(resource_error(max_files), _), which the program
	// may catch.
	MaxStreams int
}

// WithSandbox confines the interpreter as sb describes.
func WithSandbox(sb Sandbox) Option {
	return func(c *config) { c.sandbox = &sb }
}

// install confines m as sb describes.
func (sb *Sandbox) install(m *engine.Machine) {
	builtins.SetSandbox(m, &builtins.Sandbox{Dir: sb.Dir, ReadOnly: sb.ReadOnly, MaxStreams: sb.MaxStreams})
}

// endSandboxed closes the files the program of a sandboxed interpreter
// left open when its query (or consult) ends, however it ended.
func (i *Interpreter) endSandboxed() {
	if i.cfg.sandbox != nil {
		builtins.CloseSandboxStreams(i.m)
	}
}

var (
	errInferences = resourceError("inferences")
	errMemory     = resourceError("memory")
	errTime       = resourceError("time")
)

func resourceError(what string) *Error {
	return errorOf(engine.NewCompound(engine.AtomError,
		engine.NewCompound(engine.Intern("resource_error"), engine.Intern(what)), new(engine.Var)))
}

// limits is the engine's Limits hook: it stops the query when its
// context is done or a sandbox bound is passed. It runs on the query's
// goroutine, so it reads the query state without locks.
func (i *Interpreter) limits(m *engine.Machine) error {
	r := &i.run
	if r.ctx != nil {
		if err := r.ctx.Err(); err != nil {
			return &stopError{err: err}
		}
	}
	sb := i.cfg.sandbox
	if sb == nil {
		// Unsandboxed programs still end in resource_error(memory)
		// rather than an out-of-memory kill (default bound: 1 GiB of
		// heap, as SWI-Prolog's stack_limit).
		return builtins.CheckMemory(m)
	}
	if sb.MaxInferences > 0 && m.Inferences-r.startInf > sb.MaxInferences {
		return &stopError{err: errInferences}
	}
	if sb.MaxTime > 0 && !r.deadline.IsZero() && time.Now().After(r.deadline) {
		return &stopError{err: errTime}
	}
	if sb.MaxMemory > 0 && engine.HeapBytes() > sb.MaxMemory {
		// The heap counts garbage not yet collected: only a heap still too
		// big after a collection is the program's. Collections are spaced
		// so that a program near the bound is not slowed to a crawl.
		if now := time.Now(); now.After(r.nextGC) {
			runtime.GC()
			r.nextGC = now.Add(50 * time.Millisecond)
			if engine.HeapBytes() > sb.MaxMemory {
				return &stopError{err: errMemory}
			}
		}
	}
	return nil
}
