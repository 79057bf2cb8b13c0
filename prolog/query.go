package prolog

import (
	"context"
	"fmt"
	"iter"
	"slices"
	"strings"
	"time"

	"github.com/goprolog/goprolog/internal/builtins"
	"github.com/goprolog/goprolog/internal/engine"
	"github.com/goprolog/goprolog/internal/parser"
	"github.com/goprolog/goprolog/internal/procstat"
)

// Solutions iterates over the solutions of a query, as sql.Rows does over
// rows: Next computes one solution at a time and leaves the rest
// unevaluated. Close must be called (it is safe to call more than once);
// until then the Interpreter is busy.
type Solutions struct {
	i    *Interpreter
	q    *engine.Query
	goal engine.Term
	// written is the goal as the caller wrote it, goal without the
	// \+ \+ of a query for effect.
	written engine.Term
	vars    []parser.VarInfo
	ctx     context.Context
	err     error
	closed  bool
	has     bool
	// answered is when Next last returned an answer, and answeredCPU
	// the process CPU time then: the time from then to the next Next is
	// the host's (the top level waiting for the user), which time/1
	// leaves out (engine.Machine.Suspended).
	answered    time.Time
	answeredCPU time.Duration
	// declined holds the indicators of the undefined predicates whose
	// goals the top level was asked to correct and was told not to (see
	// CorrectUndefined): their errors are the program's, not the check's.
	declined []declinedGoal
}

// Query starts solving goal, the text of a Prolog goal (a final "." is
// optional). Each ? in goal (the atom '?') is replaced, in order, by the
// next of args converted to a term (see the package documentation); a
// Variable argument with the name of a variable of goal is that variable.
// When args are given, their number must be that of the ? atoms (else a
// *Error); without args, a ? in goal is the atom itself.
// Nothing runs until Next. The context bounds the whole query: when it is
// cancelled or its deadline passes, the running Next stops within a few
// thousand inferences and Err returns ctx.Err().
func (i *Interpreter) Query(ctx context.Context, goal string, args ...any) (*Solutions, error) {
	return i.query(ctx, goal, args, false)
}

// query starts solving goal, or, forEffect, \+ \+ goal: a goal whose
// bindings nobody reads then runs with none to copy out, and its first
// solution is the only one (see Exec).
func (i *Interpreter) query(ctx context.Context, goal string, args []any, forEffect bool) (*Solutions, error) {
	if err := i.acquire(); err != nil {
		return nil, err
	}
	t, vars, err := i.parseGoal(goal, args)
	if err != nil {
		i.release()
		return nil, err
	}
	written := t
	if forEffect && callableBody(t) {
		t = engine.NewCompound(engine.AtomNot, engine.NewCompound(engine.AtomNot, t))
		vars = nil
	}
	if ctx == nil {
		ctx = context.Background()
	}
	i.begin(ctx)
	return &Solutions{i: i, q: i.solve(t, written), goal: t, written: written, vars: vars, ctx: ctx}, nil
}

// callableBody reports whether goal can run as a clause body: an atom or
// compound whose control constructs (conjunction, disjunction,
// if-then-else, negation, module qualification) hold no number or
// string where a goal belongs. A goal that cannot is run as written, so
// that its type error names it rather than a wrapper around it.
func callableBody(goal engine.Term) bool {
	stack := []engine.Term{goal}
	for len(stack) > 0 {
		t := engine.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		switch t := t.(type) {
		case *engine.Var:
			if len(stack) == 0 && t == engine.Deref(goal) {
				return false // the goal itself: call/1's error
			}
		case *engine.Atom:
		case *engine.Compound:
			switch {
			case len(t.Args) == 2 && (t.Name == engine.AtomComma || t.Name == engine.AtomSemicolon ||
				t.Name == engine.AtomIf || t.Name == engine.AtomSoftIf):
				stack = append(stack, t.Args[0], t.Args[1])
			case len(t.Args) == 2 && t.Name == engine.AtomColon:
				stack = append(stack, t.Args[1])
			case len(t.Args) == 1 && t.Name == engine.AtomNot:
				stack = append(stack, t.Args[0])
			}
		default:
			return false
		}
	}
	return true
}

// uncallableGoalError reports whether ball is the type error, without
// context, of a goal that is no clause body: the error SWI-Prolog's
// catch/3 raises for such a command-line goal.
func uncallableGoalError(ball engine.Term) bool {
	e, ok := engine.Deref(ball).(*engine.Compound)
	if !ok || e.Name != engine.AtomError || len(e.Args) != 2 {
		return false
	}
	if _, unbound := engine.Deref(e.Args[1]).(*engine.Var); !unbound {
		return false
	}
	f, ok := engine.Deref(e.Args[0]).(*engine.Compound)
	return ok && f.Name == engine.Intern("type_error") && len(f.Args) == 2 && engine.Deref(f.Args[0]) == engine.Intern("callable")
}

// solve starts the engine's query of goal, written as the caller wrote
// it. SWI-Prolog's top level runs a query that is a control construct
// (a conjunction, a disjunction, an if-then-else, a negation) as the
// body of a clause of its own, so the tracer shows its goals a level
// deeper than a query of one goal.
func (i *Interpreter) solve(goal, written engine.Term) *engine.Query {
	if c, ok := engine.Deref(written).(*engine.Compound); ok && builtins.IsControl(c) {
		return i.m.SolveAt(goal, 1)
	}
	return i.m.Solve(goal)
}

// QueryOnce runs goal to its first solution and closes the query, as
// sql.DB.QueryRow does: read the bindings with the Solution's Scan. A goal
// that fails gives ErrFailed.
func (i *Interpreter) QueryOnce(ctx context.Context, goal string, args ...any) (Solution, error) {
	sols, err := i.Query(ctx, goal, args...)
	if err != nil {
		return Solution{}, err
	}
	defer sols.Close()
	if !sols.Next() {
		if err := sols.Err(); err != nil {
			return Solution{}, err
		}
		return Solution{}, ErrFailed
	}
	return sols.Solution(), nil
}

// Solutions returns the solutions of goal as a Go iterator:
//
//	for sol, err := range interp.Solutions(ctx, "member(X, ?)", []int{1, 2, 3}) {
//		if err != nil { ... }
//		var x int
//		sol.Scan(&x)
//	}
//
// An error (failing to start the query, or an exception) comes as the
// last pair. Breaking out of the loop closes the query; the Interpreter
// is busy while the loop runs.
func (i *Interpreter) Solutions(ctx context.Context, goal string, args ...any) iter.Seq2[Solution, error] {
	return func(yield func(Solution, error) bool) {
		sols, err := i.Query(ctx, goal, args...)
		if err != nil {
			yield(Solution{}, err)
			return
		}
		defer sols.Close()
		for sols.Next() {
			if !yield(sols.Solution(), nil) {
				return
			}
		}
		if err := sols.Err(); err != nil {
			yield(Solution{}, err)
		}
	}
}

var atomPlaceholder = engine.Intern("?")

// parseGoal reads goal and puts args in place of its ? atoms, visiting
// the term in textual order with an explicit stack. The reader builds a
// fresh term, so it is changed in place.
func (i *Interpreter) parseGoal(goal string, args []any) (engine.Term, []parser.VarInfo, error) {
	text := strings.TrimSpace(goal)
	if !strings.HasSuffix(text, ".") || strings.HasSuffix(text, "..") {
		text += " ."
	}
	res, err := parser.ReadTermFromString(i.m, text)
	if err != nil {
		return nil, nil, i.wrapErr(err)
	}
	if res.Term == engine.AtomEOF && strings.TrimSpace(goal) == "" {
		return nil, nil, fmt.Errorf("prolog: empty goal")
	}
	enc := &encoder{mode: i.cfg.strings, m: i.m, vars: map[string]*engine.Var{}}
	for _, v := range res.Vars {
		enc.vars[v.Name] = v.Var
	}
	if len(args) == 0 {
		return res.Term, res.Vars, nil // a ? is the atom itself
	}
	n, extra := 0, 0
	replace := func(t engine.Term) (engine.Term, bool, error) {
		if a, ok := engine.Deref(t).(*engine.Atom); !ok || a != atomPlaceholder {
			return t, false, nil
		}
		if n >= len(args) {
			extra++ // counted for the error below
			return t, false, nil
		}
		v, err := enc.encode(args[n])
		n++
		return v, true, err
	}
	root, _, err := replace(res.Term)
	if err != nil {
		return nil, nil, err
	}
	type slot struct {
		c *engine.Compound
		k int
	}
	var stack []slot
	if c, ok := engine.Deref(root).(*engine.Compound); ok && root == res.Term {
		stack = append(stack, slot{c: c})
	}
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if f.k == len(f.c.Args) {
			stack = stack[:len(stack)-1]
			continue
		}
		c, k := f.c, f.k
		f.k++
		t, replaced, err := replace(c.Args[k])
		if err != nil {
			return nil, nil, err
		}
		if replaced {
			// The caller's value: a '?' inside it is data.
			c.Args[k] = t
		} else if sub, ok := engine.Deref(t).(*engine.Compound); ok {
			stack = append(stack, slot{c: sub})
		}
	}
	if n+extra != len(args) {
		return nil, nil, placeholderError(n+extra, len(args))
	}
	return root, res.Vars, nil
}

// placeholderError is the *Error of a goal whose ? placeholders and
// arguments differ in number: error(domain_error(placeholders(Want),
// Got), context(_, Message)).
func placeholderError(placeholders, args int) *Error {
	msg := fmt.Sprintf("the goal has %d ? placeholders for %d arguments", placeholders, args)
	return errorOf(engine.NewCompound(engine.AtomError,
		engine.NewCompound(engine.Intern("domain_error"),
			engine.NewCompound(engine.Intern("placeholders"), engine.MakeInt(int64(placeholders))), engine.MakeInt(int64(args))),
		engine.NewCompound(engine.Intern("context"), new(engine.Var), engine.Intern(msg))))
}

// Next computes the next solution. It returns false when there are no
// more or an error occurred (see Err).
func (s *Solutions) Next() bool {
	if s.closed || s.err != nil {
		return false
	}
	if err := s.ctx.Err(); err != nil {
		s.err = err
		s.has = false
		return false
	}
	if !s.answered.IsZero() {
		s.i.m.Suspended += time.Since(s.answered).Nanoseconds()
		s.i.m.SuspendedCPU += (procstat.CPUTime() - s.answeredCPU).Nanoseconds()
		s.answered = time.Time{}
	}
	ok, err := s.q.Next()
	if err != nil {
		s.err = s.i.wrapErr(err)
		if pe, isError := s.err.(*Error); isError {
			if name, arity, ok := builtins.UnknownProcedure(pe.ball); ok {
				pe.QueryGoal = builtins.GoalCalls(s.goal, name, arity) && !s.wasDeclined(name, arity)
				pe.Caller = builtins.CallerName(s.i.m, s.written, name, arity, builtins.CatchFrame)
			} else if !callableBody(s.written) && uncallableGoalError(pe.ball) {
				pe.Caller = "catch/3"
			}
		}
		s.has = false
		return false
	}
	s.has = ok
	if ok {
		s.answered, s.answeredCPU = time.Now(), procstat.CPUTime()
	}
	return ok
}

// CheckUndefined returns, for a query the top level is about to run, the
// error SWI-Prolog's top level reports instead of running it when the
// query calls a predicate that is not defined, before any of its goals
// could define it (see builtins.UndefinedQueryGoals): the unknown
// procedure, with QueryGoal set and its DWIM candidates; nil otherwise.
func (s *Solutions) CheckUndefined() error { return s.CorrectUndefined(nil) }

// CorrectUndefined is CheckUndefined with the corrections of SWI-Prolog's
// top level. A goal of the query that calls a predicate nothing defines,
// for which DWIM finds exactly one defined predicate of the same arity
// with a similar name, is offered to confirm as that predicate's goal,
// written as swipl writes it ("length(X,2)" for lenght(X, 2)). If
// confirm returns true the query calls the corrected goal; if false the
// goal stays, and raises its existence error when it runs. Goals are
// offered in the order of the query's text; any other undefined goal
// ends the check with the error CheckUndefined returns. A nil confirm
// offers nothing.
func (s *Solutions) CorrectUndefined(confirm func(goal string) bool) error {
	var failed error
	wrapped := s.goal != s.written
	builtins.UndefinedQueryGoals(s.i.m, &s.written, func(place *engine.Term, name *engine.Atom, arity int) bool {
		if confirm != nil {
			if to, ok := builtins.DWIMCorrection(s.i.m, name, arity); ok {
				fixed := withName(engine.Deref(*place), to)
				if confirm(s.goalText(fixed)) {
					*place = fixed
				} else {
					s.declined = append(s.declined, declinedGoal{name, arity})
				}
				return true
			}
		}
		pe := s.i.wrapErr(engine.UnknownProcedure(name, arity)).(*Error)
		pe.QueryGoal = true
		failed = pe
		return false
	})
	switch c, _ := s.goal.(*engine.Compound); {
	case !wrapped && s.goal != s.written:
		s.goal = s.written
		s.q = s.i.solve(s.goal, s.written)
	case wrapped:
		c.Args[0].(*engine.Compound).Args[0] = s.written
	}
	return failed
}

// declinedGoal is the predicate of a goal the top level was told not to
// correct (see CorrectUndefined).
type declinedGoal struct {
	name  *engine.Atom
	arity int
}

// wasDeclined reports whether the top level was told not to correct a
// goal of name/arity.
func (s *Solutions) wasDeclined(name *engine.Atom, arity int) bool {
	return slices.Contains(s.declined, declinedGoal{name, arity})
}

// withName returns goal with its predicate's name replaced by name.
func withName(goal engine.Term, name *engine.Atom) engine.Term {
	c, ok := goal.(*engine.Compound)
	if !ok {
		return name
	}
	return engine.NewCompound(name, slices.Clone(c.Args)...)
}

// goalText writes goal as SWI-Prolog's top level shows a corrected goal:
// quoted, with the query's variable names, and _ for a variable the
// query does not name.
func (s *Solutions) goalText(goal engine.Term) string {
	names := map[*engine.Var]string{}
	for _, v := range s.vars {
		if w, ok := engine.Deref(v.Var).(*engine.Var); ok {
			names[w] = v.Name
		}
	}
	stack := []engine.Term{goal}
	for len(stack) > 0 {
		t := engine.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		switch x := t.(type) {
		case *engine.Var:
			if _, named := names[x]; !named {
				names[x] = "_"
			}
		case *engine.Compound:
			stack = append(stack, x.Args...)
		}
	}
	return engine.Format(goal, engine.WriteOptions{Quoted: true, NumberVars: true, VarNames: names, Ops: s.i.m.Ops})
}

// More reports whether the last solution left alternatives to explore:
// false means the next Next would surely return false.
func (s *Solutions) More() bool { return s.has && s.q.HasAlternatives() }

// Err returns the error that ended the iteration, if any: *Error for a
// Prolog exception, *HaltError for halt/0,1, ctx.Err() for a cancelled
// query.
func (s *Solutions) Err() error { return s.err }

// Close discards the remaining solutions and frees the interpreter for
// the next query.
func (s *Solutions) Close() error {
	if s.closed {
		return nil
	}
	s.closed = true
	s.has = false
	s.q.Close()
	s.i.end()
	s.i.release()
	return nil
}

// Solution returns a snapshot of the current solution's bindings, valid
// after Next moves on.
func (s *Solutions) Solution() Solution {
	if !s.has {
		return Solution{}
	}
	names := map[*engine.Var]string{}
	for _, v := range s.vars {
		if w, ok := engine.Deref(v.Var).(*engine.Var); ok {
			if _, dup := names[w]; !dup {
				names[w] = v.Name
			}
		}
	}
	d := newDecoder(names)
	var sol Solution
	for _, v := range s.vars {
		if strings.HasPrefix(v.Name, "_") {
			continue
		}
		sol.names = append(sol.names, v.Name)
		sol.vals = append(sol.vals, d.decode(v.Var))
	}
	return sol
}

// Vars returns the bindings of the query's named variables (those whose
// name does not start with _) in the current solution.
func (s *Solutions) Vars() map[string]Term { return s.Solution().Vars() }

// Scan copies the current solution's bindings into dest, in the order
// the variables first occur in the query; see Solution.Scan.
func (s *Solutions) Scan(dest ...any) error {
	if !s.has {
		return fmt.Errorf("prolog: Scan called without a solution")
	}
	return s.Solution().Scan(dest...)
}

// ScanStruct fills a struct from the current solution; see
// Solution.ScanStruct.
func (s *Solutions) ScanStruct(dest any) error {
	if !s.has {
		return fmt.Errorf("prolog: ScanStruct called without a solution")
	}
	return s.Solution().ScanStruct(dest)
}
