package wam

import (
	"math"
	"math/big"
	"slices"
	"strconv"

	"github.com/goprolog/goprolog/internal/engine"
)

// Goals the engine meta-calls, run on the core. When the engine's solver
// is about to meta-call a control construct or a library meta-predicate
// (the goal of call/1, catch/3, findall/3, a conjunction typed at the top
// level through a built-in that calls it), it asks the bridge first
// (engine.Hooks.NativeGoal). The bridge turns the goal into a predicate
// of its own whose one clause runs the goal's shape, and, when the core
// can run that predicate, the solver calls it instead: the goal then runs
// on the core from its start, its terms made on the heap, with one copy
// of its variables in and of their values out.
//
// A goal's shape keeps its control constructs, the functors of its goals
// and the goals that library meta-predicates call (so that the core can
// specialize them). The arguments of a call of a predicate defined by
// clauses are left out, as arguments of the predicate; a built-in's are
// kept as they are written, their variables left out, because what a
// failing test counts depends on whether its arguments are variables
// (engine.InlineFV). Goals of one shape share one predicate,
// which the engine keeps outside its database (engine.NewGoalPred): it
// changes neither the program nor its generation. Calling it counts no
// inference: the goal's own calls count what the solver would count.
//
// A goal that collects solutions (findall/3,4, bagof/3, setof/3) runs
// on the core too: its list is made on the heap, and copied out once,
// with the goal's other variables. The copy remembers only the compounds
// that the list reaches more than once (Machine.sharedCompounds), so
// that a list of a million pairs at the top level copies out in time
// and room linear in its size. Under negation (\+/1) nothing is copied
// out: a goal run for its effect (prolog.Interpreter.Exec, goprolog -g)
// is \+ \+ G.

// Bounds of the goals run as predicates of their own: the nodes of a
// shape, and the shapes kept.
const (
	maxGoalNodes  = 64
	maxGoalShapes = 4096
)

// goalArgs are the arguments, numbered from 0, that the library's
// meta-predicates call as goals (see metaPredicates).
var goalArgs = map[functor][]int{
	{engine.Intern("findall"), 3}: {1}, {engine.Intern("findall"), 4}: {1},
	{engine.Intern("forall"), 2}: {0, 1}, {engine.Intern("once"), 1}: {0},
	{engine.Intern("ignore"), 1}: {0}, {engine.Intern("not"), 1}: {0},
	{engine.Intern("bagof"), 3}: {1}, {engine.Intern("setof"), 3}: {1},
	{engine.Intern("phrase"), 2}: {0}, {engine.Intern("phrase"), 3}: {0},
	{engine.Intern("time"), 1}:               {0},
	{engine.Intern("setup_call_cleanup"), 3}: {0, 1, 2}, {engine.Intern("call_cleanup"), 2}: {0, 1},
	{engine.Intern("setup_call_catcher_cleanup"), 4}: {0, 1, 3},
}

// goalShape is a goal's shape under construction: its key, the body of
// its predicate's clause, and the terms left out, which are the
// predicate's arguments, with the variables in the body that stand for
// them.
type goalShape struct {
	em     *engine.Machine
	key    []byte
	nodes  int
	leaves []engine.Term
	params []engine.Term
}

// leaf leaves t out of the shape: the body gets a variable in its place.
func (s *goalShape) leaf(t engine.Term) engine.Term {
	s.key = append(s.key, 'V')
	v := new(engine.Var)
	s.leaves = append(s.leaves, t)
	s.params = append(s.params, v)
	return v
}

// name adds a functor to the key. The empty list is not the atom '[]',
// though both are written []: it has a kind of its own.
func (s *goalShape) name(kind byte, f functor) {
	if f.name == engine.AtomNil {
		kind = 'L'
	}
	s.key = append(s.key, kind)
	s.key = strconv.AppendInt(s.key, int64(len(f.name.Name)), 10)
	s.key = append(s.key, ':')
	s.key = append(s.key, f.name.Name...)
	s.key = strconv.AppendInt(s.key, int64(f.arity), 10)
	s.key = append(s.key, ';')
}

// goal returns the shape of goal g, or false when g is not one the core
// is given: too large, not callable, or holding *->/2. Shapes nest no
// deeper than maxGoalNodes, which bounds the recursion.
func (s *goalShape) goal(g engine.Term) (engine.Term, bool) {
	if s.nodes++; s.nodes > maxGoalNodes {
		return nil, false
	}
	switch x := engine.Deref(g).(type) {
	case *engine.Var:
		return s.leaf(x), true
	case *engine.Atom:
		if x == engine.AtomNil {
			return nil, false
		}
		s.name('A', functor{x, 0})
		return x, true
	case *engine.Compound:
		f := functor{x.Name, len(x.Args)}
		// The shape of argument k, a, by what the goal does with it.
		var kind byte
		var arg func(k int, a engine.Term) (engine.Term, bool)
		switch {
		case control[f]:
			kind, arg = 'C', func(_ int, a engine.Term) (engine.Term, bool) { return s.goal(a) }
		case f == atomCatch:
			kind, arg = 'C', func(k int, a engine.Term) (engine.Term, bool) {
				if k == 1 {
					return s.leaf(a), true // the catcher
				}
				return s.goal(a)
			}
		case goalArgs[f] != nil:
			kind, arg = 'M', func(k int, a engine.Term) (engine.Term, bool) {
				if slices.Contains(goalArgs[f], k) {
					return s.metaArg(a)
				}
				return s.leaf(a), true
			}
		case s.byClauses(f):
			kind, arg = 'G', func(_ int, a engine.Term) (engine.Term, bool) { return s.leaf(a), true }
		default:
			kind, arg = 'B', func(_ int, a engine.Term) (engine.Term, bool) { return s.literal(a) }
		}
		s.name(kind, f)
		return s.args(x, arg)
	}
	return nil, false
}

// literal returns the shape of t, an argument of a built-in: t itself,
// its variables left out.
func (s *goalShape) literal(t engine.Term) (engine.Term, bool) {
	if s.nodes++; s.nodes > maxGoalNodes {
		return nil, false
	}
	switch x := engine.Deref(t).(type) {
	case *engine.Var:
		return s.leaf(x), true
	case *engine.Atom:
		s.name('A', functor{x, 0})
		return x, true
	case engine.Int:
		s.key = strconv.AppendInt(append(s.key, 'I'), int64(x), 10)
		return x, true
	case engine.Float:
		s.key = strconv.AppendUint(append(s.key, 'F'), math.Float64bits(float64(x)), 16)
		return x, true
	case engine.String:
		s.key = strconv.AppendInt(append(s.key, 'S'), int64(len(x)), 10)
		s.key = append(append(s.key, ':'), x...)
		return x, true
	case *engine.BigInt:
		s.key = (*big.Int)(x).Append(append(s.key, 'N'), 16)
		s.key = append(s.key, ';')
		return x, true
	case *engine.Rat:
		s.key = x.Rat().Num().Append(append(s.key, 'Q'), 16)
		s.key = x.Rat().Denom().Append(append(s.key, '/'), 16)
		s.key = append(s.key, ';')
		return x, true
	case *engine.Compound:
		s.name('T', functor{x.Name, len(x.Args)})
		return s.args(x, func(_ int, a engine.Term) (engine.Term, bool) { return s.literal(a) })
	}
	return nil, false
}

// args returns x with the shapes that arg gives its arguments.
func (s *goalShape) args(x *engine.Compound, arg func(k int, a engine.Term) (engine.Term, bool)) (engine.Term, bool) {
	args := make([]engine.Term, len(x.Args))
	for k, a := range x.Args {
		var ok bool
		if args[k], ok = arg(k, a); !ok {
			return nil, false
		}
	}
	return engine.NewCompound(x.Name, args...), true
}

// byClauses reports whether f is a predicate defined by clauses, whose
// calls count the same whatever their arguments look like.
func (s *goalShape) byClauses(f functor) bool {
	p := s.em.Lookup(f.name, f.arity)
	return p != nil && !p.IsForeign() && p.NumberOfClauses() > 0
}

// metaArg returns the shape of a meta-predicate's goal argument g, whose
// V^ prefixes (bagof/3, setof/3) it keeps, their variables left out.
func (s *goalShape) metaArg(g engine.Term) (engine.Term, bool) {
	if c, ok := engine.Deref(g).(*engine.Compound); ok && c.Name == engine.AtomCaret && len(c.Args) == 2 {
		if s.nodes++; s.nodes > maxGoalNodes {
			return nil, false
		}
		s.name('C', functor{c.Name, 2})
		v := s.leaf(c.Args[0])
		inner, ok := s.metaArg(c.Args[1])
		if !ok {
			return nil, false
		}
		return engine.NewCompound(c.Name, v, inner), true
	}
	return s.goal(g)
}

// nativeGoal is the engine's NativeGoal hook: the predicate of goal's
// shape and the arguments to call it with, when the core runs it.
func (b *Bridge) nativeGoal(em *engine.Machine, goal engine.Term) (*engine.Pred, []engine.Term, bool) {
	c, ok := engine.Deref(goal).(*engine.Compound)
	if !ok {
		return nil, nil, false
	}
	f := functor{c.Name, len(c.Args)}
	if !control[f] && f != atomCatch && goalArgs[f] == nil {
		return nil, nil, false
	}
	s := &goalShape{em: em, key: b.goalKey[:0]}
	body, ok := s.goal(c)
	b.goalKey = s.key[:0]
	if !ok {
		return nil, nil, false
	}
	p, seen := b.goalPreds[string(s.key)]
	if !seen {
		if len(b.goalPreds) >= maxGoalShapes {
			return nil, nil, false
		}
		name := engine.Intern("$wam_goal" + strconv.Itoa(len(b.goalPreds)))
		var err error
		if p, err = em.NewGoalPred(name, s.params, body); err != nil {
			p = nil
		}
		b.goalPreds[string(s.key)] = p
		if p != nil {
			b.goalOf[p] = true
		}
	}
	if p == nil {
		return nil, nil, false
	}
	em.RefreshNative(p)
	if _, ours := b.ours[p]; !ours || !p.HasFastPath() {
		return nil, nil, false
	}
	return p, s.leaves, true
}
