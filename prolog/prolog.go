// Package prolog embeds goprolog, a Prolog that behaves like SWI-Prolog,
// in Go programs. Its shape follows database/sql: an Interpreter holds a
// program; Query returns Solutions that are pulled one at a time with Next
// and read with Scan, ScanStruct or Vars.
//
//	interp := prolog.New()
//	if err := interp.ConsultString("family", `parent(tom, bob).`); err != nil { ... }
//	sols, err := interp.Query(ctx, "parent(?, X)", "tom")
//	if err != nil { ... }
//	defer sols.Close()
//	for sols.Next() {
//		var x string
//		if err := sols.Scan(&x); err != nil { ... }
//	}
//	if err := sols.Err(); err != nil { ... }
//
// or, with Go 1.23 iterators:
//
//	for sol, err := range interp.Solutions(ctx, "parent(tom, X)") { ... }
//
// # Values
//
// Go values passed as ? placeholders (and to Call.Unify) become terms:
// int, int64 and the other integer types become integers (big ones
// bignums), *big.Int an integer, *big.Rat a rational number (an
// integer when it is one), float64 a float, bool the atom true or
// false, string an atom (or a string object, a code list or a char list:
// see WithStrings), []T and [N]T a list, []byte a list of byte codes, a
// map a list of Key-Value pairs in standard order of the keys, nil the
// empty list, and a Term itself. Scan goes the other way: see
// Solutions.Scan. Terms read back are snapshots of the read-only Term
// types (Atom, Integer, BigInt, Float, String, *Compound, List,
// Variable), whose String method gives writeq/1 text.
//
// # Errors
//
// A Prolog exception comes back as *Error, whose Term is the ball and
// whose Error text is SWI-Prolog's message for it. A goal that fails where
// a solution was required gives ErrFailed; halt/0,1 gives *HaltError and
// ends the query, never the Go program. A cancelled or expired context
// stops the query within a few thousand inferences and Err returns
// ctx.Err().
//
// # Concurrency
//
// An Interpreter runs one query at a time: starting a query (or
// consulting, or registering) while a query of the same Interpreter is
// open returns ErrBusy. Close the Solutions to free it. Independent
// Interpreters share no mutable state and run concurrently on separate
// goroutines.
package prolog

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync/atomic"
	"time"

	"github.com/goprolog/goprolog/internal/builtins"
	"github.com/goprolog/goprolog/internal/engine"
	"github.com/goprolog/goprolog/internal/engine/wam"
	"github.com/goprolog/goprolog/internal/parser"
)

// Interpreter is a Prolog interpreter: its database, operators, flags and
// streams are its own.
type Interpreter struct {
	m    *engine.Machine
	busy atomic.Bool
	cfg  config
	run  runState
	// signal is the open query's stop signal (see stopinput.go), nil
	// between queries.
	signal atomic.Pointer[querySignal]
}

// runState describes the open query, for the limit checks that the engine
// runs every few thousand inferences.
type runState struct {
	ctx       context.Context
	deadline  time.Time
	startInf  int64
	nextGC    time.Time
	goRunning bool
	// unwatch disarms the query's stop signal (see watchStop).
	unwatch func()
}

// Option configures a new Interpreter.
type Option func(*config)

type config struct {
	in       io.Reader
	out, err io.Writer
	stdioSet bool
	noNative bool
	// gcStress is WithGCStress's (see export_test.go).
	gcStress bool
	maxDepth int
	flags    [][2]string
	strings  StringMode
	sandbox  *Sandbox
}

// WithStdio sets the interpreter's user_input, user_output and user_error
// (by default os.Stdin, os.Stdout and os.Stderr; a sandboxed interpreter
// defaults to no input and discarded output).
func WithStdio(in io.Reader, out, errw io.Writer) Option {
	return func(c *config) { c.in, c.out, c.err, c.stdioSet = in, out, errw, true }
}

// WithMaxDepth bounds the depth of recursion (the local stack); deeper
// recursion raises SWI-Prolog's stack overflow, resource_error(stack).
func WithMaxDepth(n int) Option { return func(c *config) { c.maxDepth = n } }

// WithoutNative runs every predicate on the engine's solver, none on the
// compiled WAM core (see package wam's Bridge): the same answers and
// inference counts, more slowly. It is for comparing the two.
func WithoutNative() Option { return func(c *config) { c.noNative = true } }

// WithFlag sets a Prolog flag as set_prolog_flag/2 would, such as
// double_quotes or unknown. value is read as a Prolog term.
func WithFlag(name, value string) Option {
	return func(c *config) { c.flags = append(c.flags, [2]string{name, value}) }
}

// WithStrings chooses what a Go string becomes in Prolog: an atom (the
// default), a string object, a code list or a char list.
func WithStrings(mode StringMode) Option { return func(c *config) { c.strings = mode } }

// New returns an interpreter with the built-ins and the system library
// loaded. It panics only if the embedded system library is broken, which
// the package's tests rule out.
func New(opts ...Option) *Interpreter {
	c := config{in: os.Stdin, out: os.Stdout, err: os.Stderr}
	for _, o := range opts {
		o(&c)
	}
	if c.sandbox != nil && !c.stdioSet {
		// Untrusted code must not read the host's terminal nor write to
		// its output unless the host says so.
		c.in, c.out, c.err = strings.NewReader(""), io.Discard, io.Discard
	}
	m := engine.NewMachine()
	i := &Interpreter{m: m, cfg: c}
	in := c.in
	if sr, ok := in.(StoppableReader); ok {
		in = &stoppableInput{r: sr, i: i}
	}
	m.SetStdio(in, c.out, c.err)
	if c.maxDepth > 0 {
		m.MaxDepth = c.maxDepth
	}
	if err := builtins.Install(m); err != nil {
		panic("goprolog: system library: " + err.Error())
	}
	if !c.noNative {
		wam.Install(m).GCStress = c.gcStress
	}
	m.Limits = i.limits
	for _, f := range c.flags {
		if r, err := parser.ReadTermFromString(m, f[1]+" ."); err == nil {
			_, _ = m.Once(engine.NewCompound(engine.Intern("set_prolog_flag"), engine.Intern(f[0]), r.Term))
		}
	}
	if c.sandbox != nil && c.sandbox.MaxMemory > 0 {
		// Built-ins check an allocation of a size the program chose
		// against the sandbox's bound before making it.
		builtins.SetMemoryCeiling(m, c.sandbox.MaxMemory)
	}
	if c.sandbox != nil {
		c.sandbox.install(m)
	}
	return i
}

// ErrBusy is returned when a query, a consult or a registration is
// started while a query of the same Interpreter is still open.
var ErrBusy = errors.New("prolog: interpreter busy: close the open query first")

// ErrFailed is returned by Exec, QueryOnce and Consult when the goal
// fails.
var ErrFailed = errors.New("prolog: goal failed")

func (i *Interpreter) acquire() error {
	if !i.busy.CompareAndSwap(false, true) {
		return ErrBusy
	}
	return nil
}

func (i *Interpreter) release() { i.busy.Store(false) }

// begin starts the limit clocks of a query (or consult) run with ctx.
func (i *Interpreter) begin(ctx context.Context) {
	if ctx == nil {
		ctx = context.Background()
	}
	// An interrupt that came while no query ran is not this query's,
	// nor is a skip of the tracer's that an error left unfinished.
	i.m.ClearInterrupt()
	i.m.ResetTrace()
	var deadline time.Time
	if sb := i.cfg.sandbox; sb != nil && sb.MaxTime > 0 {
		deadline = time.Now().Add(sb.MaxTime)
	}
	i.run = runState{ctx: ctx, startInf: i.m.Inferences, deadline: deadline, unwatch: i.watchStop(ctx, deadline)}
}

func (i *Interpreter) end() {
	if i.run.unwatch != nil {
		i.run.unwatch()
	}
	i.endSandboxed()
	i.run = runState{}
}

// Consult loads a Prolog source file, as consult/1 does.
func (i *Interpreter) Consult(path string) error {
	builtins.TakeLoadProblems(i.m)
	if err := i.Exec(context.Background(), "consult(?)", path); err != nil {
		return err
	}
	return loadError(builtins.TakeLoadProblems(i.m))
}

// ConsultString loads Prolog clauses and directives from src; name labels
// messages (and is the source file of the clauses).
func (i *Interpreter) ConsultString(name, src string) error {
	return i.ConsultContext(context.Background(), name, src)
}

// ConsultContext is ConsultString with a context that can stop the load's
// directives.
func (i *Interpreter) ConsultContext(ctx context.Context, name, src string) error {
	if err := i.acquire(); err != nil {
		return err
	}
	defer i.release()
	i.begin(ctx)
	defer i.end()
	s := engine.NewStringInputStream(src, name)
	builtins.TakeLoadProblems(i.m)
	reread := func() (io.ReadCloser, error) { return io.NopCloser(strings.NewReader(src)), nil }
	if err := i.wrapErr(builtins.LoadSource(i.m, s, name, reread)); err != nil {
		return err
	}
	return loadError(builtins.TakeLoadProblems(i.m))
}

// Exec runs goal once for its effect, like a directive: the bindings are
// dropped, and a goal that fails gives ErrFailed. A clause is asserted:
// Exec(ctx, "assertz(?)", ...) or Exec(ctx, "assertz((p(X) :- q(X)))").
func (i *Interpreter) Exec(ctx context.Context, goal string, args ...any) error {
	sols, err := i.query(ctx, goal, args, true)
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

// Halted reports whether halt/0,1 ran and with which exit code.
func (i *Interpreter) Halted() (bool, int) { return i.m.Halted, i.m.HaltCode }

// Interrupt stops the running query as Ctrl-C does: it raises '$aborted'
// inside it at the next check, or does what the interrupt handler says
// (see SetInterruptHandler). Safe to call from any goroutine; prefer
// cancelling the query's context. With no query running it does nothing:
// it does not abort the next one. A query waiting to read user_input is
// aborted.
func (i *Interpreter) Interrupt() {
	if i.busy.Load() {
		i.m.Interrupt()
		if s := i.signal.Load(); s != nil {
			s.fire()
		}
	}
}

// InterruptAction is what an interrupt does to the running query.
type InterruptAction = engine.InterruptAction

// The choices of SWI-Prolog's "Action (h for help) ?" menu that an
// interrupt handler may make.
const (
	InterruptAbort    = engine.InterruptAbort    // raise '$aborted'
	InterruptContinue = engine.InterruptContinue // go on as if nothing happened
	InterruptExit     = engine.InterruptExit     // end the query as halt(4) does
	// InterruptTrace continues the query in trace mode, as swipl's t
	// ("continue (trace mode)"): the next port that the machine running
	// it reports stops at the tracer.
	InterruptTrace = engine.InterruptExit + 1
)

// SetInterruptHandler makes fn decide what Interrupt does to a running
// query, as SWI-Prolog's top level asks at Ctrl-C. fn runs in the
// goroutine running the query, between two inferences; nil (the
// default) aborts.
func (i *Interpreter) SetInterruptHandler(fn func() InterruptAction) {
	if fn == nil {
		i.m.Hooks.Interrupted = nil
		return
	}
	i.m.Hooks.Interrupted = func(m *engine.Machine) engine.InterruptAction {
		act := fn()
		if act == InterruptTrace {
			// As trace/0 does.
			if m.Tracer == nil {
				m.Tracer = builtins.PortTracer{}
			}
			m.Debug, m.Trace.Tracing = true, true
			return engine.InterruptContinue
		}
		return act
	}
}

// Inferences returns the interpreter's inference counter (as statistics/2
// reports it).
func (i *Interpreter) Inferences() int64 { return i.m.Inferences }

// MainGoals returns the goals registered by initialization(G, main) in
// consulted files, clearing the list.
func (i *Interpreter) MainGoals() []string {
	var out []string
	for _, g := range i.MainGoalSources() {
		out = append(out, g.Goal)
	}
	return out
}

// MainGoal is a goal registered by initialization(G, main), with the
// file and line of the directive (empty and 0 outside a file).
type MainGoal struct {
	Goal string
	File string
	Line int
}

// MainGoalSources returns the goals registered by initialization(G,
// main) with the place of each directive, clearing the list.
func (i *Interpreter) MainGoalSources() []MainGoal {
	var out []MainGoal
	for _, g := range builtins.MainGoals(i.m) {
		out = append(out, MainGoal{Goal: engine.Format(g.Goal, engine.WriteOptions{Quoted: true, IgnoreOps: true}), File: g.File, Line: g.Line})
	}
	return out
}

// Error is a Prolog exception returned to Go. Term is the ball thrown,
// such as error(type_error(integer, a), context(foo/2, _)); Error() gives
// the message SWI-Prolog prints for it after "ERROR: ".
type Error struct {
	Term Term
	// DWIM lists, for an unknown procedure, the defined predicates of the
	// same name with another arity or of a similar name (name/arity), as
	// SWI-Prolog's "However, there are definitions for:" does.
	DWIM []string
	// QueryGoal says, for an unknown procedure, that the query called it
	// itself (as one of its goals, or a goal or closure it passed to a
	// meta-predicate) rather than a predicate it ran: the call SWI-Prolog's
	// top level checks before running a query, and reports with "(DWIM
	// could not correct goal)".
	QueryGoal bool
	// Caller is, for an unknown procedure the query calls itself, the
	// caller SWI-Prolog's message names when the query runs as a
	// command-line goal under catch/3: catch/3 for the goal itself,
	// '<meta-call>'/1 inside control constructs, call/1, once/1,
	// findall_loop/4, ... for a meta-predicate's goal; catch/3 too for
	// the type error of a goal that is no clause body (a number, a
	// string, a conjunction holding one); "" otherwise.
	Caller string
	ball   engine.Term
	cause  error // the reader's error, for a syntax error
}

// Unwrap returns the reader's *parser.Error for a syntax error in a
// query, nil otherwise.
func (e *Error) Unwrap() error { return e.cause }

// NewError returns the Prolog exception that throws ball; a Go predicate
// returns it to throw ball.
func NewError(ball any) *Error {
	t, err := (&encoder{mode: StringAsAtom}).encode(ball)
	if err != nil {
		t = engine.Intern(fmt.Sprint(ball))
	}
	return errorOf(t)
}

func errorOf(ball engine.Term) *Error {
	return &Error{Term: newDecoder(nil).decode(ball), ball: ball}
}

// Error returns SWI-Prolog's message for the exception.
func (e *Error) Error() string {
	if e.cause != nil {
		return e.cause.Error()
	}
	if e.ball == engine.AtomAborted {
		return "Execution Aborted"
	}
	msg := builtins.ErrorMessage(e.ball)
	if len(e.DWIM) > 0 {
		msg += "\n  However, there are definitions for:\n        " + strings.Join(e.DWIM, "\n        ")
	}
	return msg
}

// Formal returns the formal part of an ISO error term error(Formal,
// Context), such as type_error(integer, a), or the whole ball for other
// exceptions.
func (e *Error) Formal() Term {
	if c, ok := e.Term.(*Compound); ok && c.Functor == "error" && len(c.Args) == 2 {
		return c.Args[0]
	}
	return e.Term
}

// IsAborted reports whether err is the abort raised by Interrupt.
func IsAborted(err error) bool {
	var pe *Error
	return errors.As(err, &pe) && pe.ball == engine.AtomAborted
}

// HaltError is returned when the program ran halt/0,1: the query ends,
// the Go program does not, and the interpreter can be used again.
type HaltError struct{ Code int }

// Error describes the halt.
func (h *HaltError) Error() string { return fmt.Sprintf("halt(%d)", h.Code) }

// stopError ends a query from the limit checks: the engine passes errors
// other than Prolog exceptions straight out, past every catch/3, so that
// a program cannot swallow its own cancellation.
type stopError struct{ err error }

func (s *stopError) Error() string { return s.err.Error() }

func (i *Interpreter) wrapErr(err error) error {
	switch e := err.(type) {
	case nil:
		return nil
	case *engine.Exception:
		pe := errorOf(e.Ball)
		pe.DWIM = builtins.UnknownProcedureDWIM(i.m, e.Ball)
		return pe
	case *engine.Halt:
		i.m.Halted, i.m.HaltCode = true, e.Code
		return &HaltError{Code: e.Code}
	case *stopError:
		return e.err
	case *parser.Error:
		kind := e.Kind
		if kind == nil {
			kind = engine.Intern(e.Msg)
		}
		pe := errorOf(engine.NewCompound(engine.AtomError, engine.NewCompound(engine.Intern("syntax_error"), kind), i.m.NewVar()))
		pe.cause = e
		return pe
	}
	return err
}

// PrintError prints err as SWI-Prolog prints an uncaught error, on the
// interpreter's user_error stream.
func (i *Interpreter) PrintError(err error) {
	var pe *Error
	if errors.As(err, &pe) {
		if pe.ball == engine.AtomAborted {
			i.m.UserErr.WriteString("% Execution Aborted\n")
			i.m.UserErr.Flush()
			return
		}
		builtins.PrintError(i.m, pe.ball)
		return
	}
	i.m.UserErr.WriteString("ERROR: " + err.Error() + "\n")
	i.m.UserErr.Flush()
}

// ErrorText returns the message SWI-Prolog prints for err after
// "ERROR: ", with the lines it adds from what the interpreter knows:
// the predicates DWIM offers for an unknown procedure, and "Defined at
// File:Line" for a static procedure of the program's file that a goal
// tried to change.
func (i *Interpreter) ErrorText(err error) string {
	var pe *Error
	if errors.As(err, &pe) && pe.cause == nil && pe.ball != engine.AtomAborted {
		return builtins.ErrorMessageIn(i.m, pe.ball)
	}
	return err.Error()
}

// PrintUncaught prints err as SWI-Prolog's top level prints an error no
// goal caught: as PrintError does, but without the predicate the error's
// context names (error(_, context(Pred, Msg))), whose place swipl's
// backtrace after the message takes.
func (i *Interpreter) PrintUncaught(err error) {
	var pe *Error
	if errors.As(err, &pe) && pe.cause == nil {
		if c, ok := pe.ball.(*engine.Compound); ok && c.Name == engine.AtomError && len(c.Args) == 2 {
			if ctx, ok := engine.Deref(c.Args[1]).(*engine.Compound); ok && ctx.Name.Name == "context" && len(ctx.Args) == 2 {
				ball := engine.NewCompound(engine.AtomError, c.Args[0],
					engine.NewCompound(ctx.Name, i.m.NewVar(), ctx.Args[1]))
				builtins.PrintError(i.m, ball)
				return
			}
		}
	}
	i.PrintError(err)
}

// PrintErrorText prints text on user_error as SWI-Prolog prints an error
// message: "ERROR: " before every line, on a line of its own after
// anything user_output has written.
func (i *Interpreter) PrintErrorText(text string) {
	builtins.PrintErrorText(i.m, text)
}

// SWIVersion is the version of SWI-Prolog goprolog follows.
const SWIVersion = "9.0.4"

// Arch names the platform as SWI-Prolog's arch flag does (x86_64-linux).
func Arch() string { return builtins.Arch() }

// PrintWarning prints a warning on user_error in SWI-Prolog's form.
func (i *Interpreter) PrintWarning(msg string) { builtins.PrintWarning(i.m, msg) }

// Flush flushes the interpreter's output streams.
func (i *Interpreter) Flush() {
	i.m.UserOut.Flush()
	i.m.UserErr.Flush()
}
