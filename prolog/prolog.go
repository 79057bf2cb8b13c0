// Package prolog embeds goprolog in Go programs. Its shape follows
// database/sql: an Interpreter holds a program; Query returns Solutions
// that are pulled one at a time with Next and read with Scan.
//
//	interp := prolog.New()
//	if err := interp.ConsultString("family", `parent(tom, bob).`); err != nil { ... }
//	sols, err := interp.Query(ctx, "parent(tom, X)")
//	defer sols.Close()
//	for sols.Next() {
//		var x string
//		sols.Scan(&x)
//	}
//
// An Interpreter runs one query at a time; independent Interpreters run
// concurrently on separate goroutines.
package prolog

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync/atomic"

	"github.com/goprolog/goprolog/builtins"
	"github.com/goprolog/goprolog/engine"
	"github.com/goprolog/goprolog/parser"
)

// Interpreter is a Prolog interpreter instance: its database, operators,
// flags and streams are its own.
type Interpreter struct {
	m    *engine.Machine
	busy atomic.Bool
}

// Option configures a new Interpreter.
type Option func(*config)

type config struct {
	in       io.Reader
	out, err io.Writer
	maxDepth int
	flags    map[string]string
}

// WithStdio sets the interpreter's user_input, user_output and user_error.
func WithStdio(in io.Reader, out, errw io.Writer) Option {
	return func(c *config) { c.in, c.out, c.err = in, out, errw }
}

// WithMaxDepth bounds the depth of recursion (the local stack); deeper
// recursion raises resource_error.
func WithMaxDepth(n int) Option { return func(c *config) { c.maxDepth = n } }

// WithFlag sets a Prolog flag, such as double_quotes or unknown.
func WithFlag(name, value string) Option {
	return func(c *config) {
		if c.flags == nil {
			c.flags = map[string]string{}
		}
		c.flags[name] = value
	}
}

// New returns an interpreter with the built-ins and the system library.
func New(opts ...Option) *Interpreter {
	c := config{in: os.Stdin, out: os.Stdout, err: os.Stderr}
	for _, o := range opts {
		o(&c)
	}
	m := engine.NewMachine()
	m.SetStdio(c.in, c.out, c.err)
	if c.maxDepth > 0 {
		m.MaxDepth = c.maxDepth
	}
	if err := builtins.Install(m); err != nil {
		panic("goprolog: system library: " + err.Error())
	}
	i := &Interpreter{m: m}
	for k, v := range c.flags {
		i.m.Once(engine.NewCompound(engine.Intern("set_prolog_flag"), engine.Intern(k), engine.Intern(v)))
	}
	return i
}

// ErrBusy is returned when a query is started while another query of the
// same Interpreter is still open.
var ErrBusy = errors.New("prolog: interpreter busy: close the open query first")

func (i *Interpreter) acquire() error {
	if !i.busy.CompareAndSwap(false, true) {
		return ErrBusy
	}
	return nil
}

func (i *Interpreter) release() { i.busy.Store(false) }

// Consult loads a Prolog source file.
func (i *Interpreter) Consult(path string) error {
	return i.Exec(context.Background(), "consult(?)", path)
}

// ConsultString loads Prolog clauses from src; name labels messages.
func (i *Interpreter) ConsultString(name, src string) error {
	if err := i.acquire(); err != nil {
		return err
	}
	defer i.release()
	s := engine.NewInputStream(strings.NewReader(src), name, nil)
	return wrapErr(builtins.LoadStream(i.m, s, name))
}

// Exec runs a goal once for its effect (a directive): it fails with
// ErrFailed when the goal fails.
func (i *Interpreter) Exec(ctx context.Context, goal string, args ...any) error {
	sols, err := i.Query(ctx, goal, args...)
	if err != nil {
		return err
	}
	defer sols.Close()
	if !sols.Next() {
		if err := sols.Err(); err != nil {
			return err
		}
		return ErrFailed
	}
	return nil
}

// ErrFailed is returned by Exec when the goal fails.
var ErrFailed = errors.New("prolog: goal failed")

// Halted reports whether halt/0,1 ran and with which exit code.
func (i *Interpreter) Halted() (bool, int) { return i.m.Halted, i.m.HaltCode }

// Interrupt stops the running query as Ctrl-C does: it raises '$aborted'
// inside it. Safe to call from any goroutine.
func (i *Interpreter) Interrupt() { i.m.Interrupt() }

// Inferences returns the inference counter.
func (i *Interpreter) Inferences() int64 { return i.m.Inferences }

// MainGoals returns the goals registered by initialization(G, main) in
// consulted files, clearing the list.
func (i *Interpreter) MainGoals() []string {
	var out []string
	for _, g := range builtins.MainGoals(i.m) {
		out = append(out, engine.Format(g, engine.WriteOptions{Quoted: true, IgnoreOps: true}))
	}
	return out
}

// Error is a Prolog exception returned to Go: Term is the ball, and
// Error() gives the message in SWI-Prolog's words.
type Error struct {
	Term engine.Term
}

func (e *Error) Error() string {
	if e.Term == atomAborted {
		return "Execution Aborted"
	}
	return builtins.ErrorMessage(e.Term)
}

// IsAborted reports whether err is the abort raised by Interrupt or a
// cancelled context.
func IsAborted(err error) bool {
	var pe *Error
	return errors.As(err, &pe) && pe.Term == atomAborted
}

var atomAborted = engine.Intern("$aborted")

// HaltError is returned when the program ran halt/0,1.
type HaltError struct{ Code int }

func (h *HaltError) Error() string { return fmt.Sprintf("halt(%d)", h.Code) }

func wrapErr(err error) error {
	switch e := err.(type) {
	case nil:
		return nil
	case *engine.Exception:
		return &Error{Term: e.Ball}
	case *engine.Halt:
		return &HaltError{Code: e.Code}
	case *parser.Error:
		return e
	}
	return err
}

// PrintError prints err as SWI-Prolog prints an uncaught error, on the
// interpreter's user_error stream.
func (i *Interpreter) PrintError(err error) {
	var pe *Error
	if errors.As(err, &pe) {
		if pe.Term == atomAborted {
			i.m.UserErr.WriteString("% Execution Aborted\n")
			i.m.UserErr.Flush()
			return
		}
		builtins.PrintError(i.m, pe.Term)
		return
	}
	i.m.UserErr.WriteString("ERROR: " + err.Error() + "\n")
	i.m.UserErr.Flush()
}

// PrintWarning prints a warning on user_error.
func (i *Interpreter) PrintWarning(msg string) { builtins.PrintWarning(i.m, msg) }

// Flush flushes the interpreter's output streams.
func (i *Interpreter) Flush() {
	i.m.UserOut.Flush()
	i.m.UserErr.Flush()
}
