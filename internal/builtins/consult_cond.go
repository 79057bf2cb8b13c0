package builtins

import (
	"github.com/goprolog/goprolog/internal/engine"
)

// Conditional compilation: the directives if/1, elif/1, else/0 and
// endif/0 while a file loads.

var (
	atomIf    = engine.Intern("if")
	atomElif  = engine.Intern("elif")
	atomElse  = engine.Intern("else")
	atomEndif = engine.Intern("endif")
)

// condFrame is one open :- if/1 of conditional compilation: whether its
// current branch is loaded, whether some branch of it was (so later elif
// and else branches are skipped), and whether the enclosing code is loaded
// at all (a nested if inside a skipped branch loads nothing).
type condFrame struct {
	active, taken, outer bool
}

// condStack tracks SWI-Prolog's conditional compilation directives
// :- if(G), :- elif(G), :- else and :- endif while a file loads.
type condStack []condFrame

func (cs *condStack) skipping() bool {
	return len(*cs) > 0 && !(*cs)[len(*cs)-1].active
}

// directive handles t if it is a conditional compilation directive and
// reports whether it was one; an elif, else or endif without its if is
// left to run as an ordinary directive (and fail as unknown there).
func (cs *condStack) directive(m *engine.Machine, t engine.Term, file string, line int) bool {
	c, ok := engine.Deref(t).(*engine.Compound)
	if !ok || len(c.Args) != 1 || c.Name != engine.AtomNeck {
		return false
	}
	var name *engine.Atom
	var goal engine.Term
	switch g := engine.Deref(c.Args[0]).(type) {
	case *engine.Atom:
		name = g
	case *engine.Compound:
		if len(g.Args) != 1 {
			return false
		}
		name, goal = g.Name, g.Args[0]
	default:
		return false
	}
	switch {
	case name == atomIf && goal != nil:
		if cs.skipping() {
			*cs = append(*cs, condFrame{taken: true})
			return true
		}
		ok := condTrue(m, goal, file, line)
		*cs = append(*cs, condFrame{active: ok, taken: ok, outer: true})
	case len(*cs) == 0:
		return false
	case name == atomElif && goal != nil:
		top := &(*cs)[len(*cs)-1]
		top.active = false
		if top.outer && !top.taken {
			top.active = condTrue(m, goal, file, line)
			top.taken = top.active
		}
	case name == atomElse && goal == nil:
		top := &(*cs)[len(*cs)-1]
		top.active = top.outer && !top.taken
		top.taken = true
	case name == atomEndif && goal == nil:
		*cs = (*cs)[:len(*cs)-1]
	default:
		return false
	}
	return true
}

// condTrue runs the condition of an if or elif once; an error is reported
// as a directive's error would be and counts as false.
func condTrue(m *engine.Machine, goal engine.Term, file string, line int) bool {
	ok, err := m.Once(goal)
	if err != nil {
		if exc, isExc := err.(*engine.Exception); isExc {
			ball := WithCallerContext(m, goal, exc.Ball, CatchFrame)
			printErrorAt(m, file, line, ball)
			noteProblem(m, file, line, 0, ErrorMessageIn(m, ball))
		}
		return false
	}
	return ok
}
