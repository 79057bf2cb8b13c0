package builtins

import (
	"github.com/goprolog/goprolog/internal/engine"
)

// Control built-ins: meta-calls, all-solutions primitives and halting.
// Conjunction, disjunction, if-then-else, negation, cut and catch/3 are
// compiled by the engine; their entries here make them callable through
// call/N and visible to predicate_property/2.

// callN implements call/1..8: the goal with extra arguments appended runs
// as an opaque meta-call.
func callN(m *engine.Machine, args []engine.Term) (bool, error) {
	goal, err := engine.AddArgs(args[0], args[1:])
	if err != nil {
		return false, err
	}
	m.PushGoal(goal)
	return true, nil
}

// controlGoal runs the control construct rebuilt from its arguments (used
// when ',', ';', '->', '\+' ... are reached through call/N).
func controlGoal(name string) engine.Builtin {
	a := engine.Intern(name)
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		m.PushGoal(engine.NewCompound(a, args...))
		return true, nil
	}
}

func throw1(m *engine.Machine, args []engine.Term) (bool, error) {
	ball := engine.Deref(args[0])
	if _, ok := ball.(*engine.Var); ok {
		return false, engine.InstantiationError()
	}
	return false, m.ThrowCopy(ball)
}

func repeat0(m *engine.Machine, args []engine.Term) (bool, error) {
	var again func(m *engine.Machine) (bool, error)
	again = func(m *engine.Machine) (bool, error) {
		m.PushRedo(again)
		return true, nil
	}
	return again(m)
}

// findall bags: '$findall_bag'(-Bag) opens a bag, '$findall_add'(+Bag, +T)
// adds a copy of T, '$findall_collect'(+Bag, -List) closes it.
//
// A bag is the term '$findall_bag'(First, Last), First the list cells of
// the solutions so far and Last its last cell, or [] and [] while it is
// empty. Each solution is stored once, in a cell of the answer list:
// '$findall_add' appends a cell whose tail is [] for now, by setting the
// tail of Last, and '$findall_collect' sets that tail to [] (or the given
// tail), so no list of solutions is built a second time. These updates
// are destructive and not trailed, as they must survive the backtracking
// that drives the collection, and they cannot be seen: the cells are not
// reachable from Prolog until the list is collected. The bag is reachable
// only from the findall call's environment, so a findall abandoned by an
// exception leaves nothing behind, and nested findall/3 calls need no Go
// recursion.
var atomFindallBag = engine.Intern("$findall_bag")

func findallBag(m *engine.Machine, args []engine.Term) (bool, error) {
	return m.Unify(args[0], engine.NewCompound(atomFindallBag, engine.AtomNil, engine.AtomNil)), nil
}

func findallAdd(m *engine.Machine, args []engine.Term) (bool, error) {
	bag := engine.Deref(args[0]).(*engine.Compound)
	cell := engine.Cons(m.CopyTermDropping(args[1], fdAtomClpfd), engine.AtomNil)
	if last, ok := bag.Args[1].(*engine.Compound); ok {
		last.Args[1] = cell
	} else {
		bag.Args[0] = cell
	}
	bag.Args[1] = cell
	return false, nil // drive the failure loop
}

func findallCollect(m *engine.Machine, args []engine.Term) (bool, error) {
	bag := engine.Deref(args[0]).(*engine.Compound)
	tail := engine.Term(engine.AtomNil)
	if len(args) == 3 {
		tail = args[2]
	}
	list, none := tail, true
	if last, ok := bag.Args[1].(*engine.Compound); ok {
		last.Args[1] = tail
		list, none = bag.Args[0], false
	}
	// findall/3's clauses beside its call: a record per solution.
	m.Inferences += m.Costs.Findall
	if none {
		m.Inferences += m.Costs.FindallNone
	} else if m.Costs.Solution != 0 {
		n := int64(0)
		for l := engine.Deref(list); l != tail; n++ {
			c, ok := l.(*engine.Compound)
			if !ok {
				break
			}
			l = engine.Deref(c.Args[1])
		}
		m.Inferences += m.Costs.Solution * n
	}
	// The bag is spent: it no longer holds the answer list alive.
	bag.Args[0], bag.Args[1] = engine.AtomNil, engine.AtomNil
	return m.Unify(args[1], list), nil
}

// unifiable2 implements '$unifiable'(X, Y): X and Y unify, but no binding
// is kept (\+ X \= Y as one step, for delete/3).
func unifiable2(m *engine.Machine, args []engine.Term) (bool, error) {
	// delete/3's test, whose cost the model says.
	m.Inferences += m.Costs.DeleteTest
	if !m.Unifiable(args[0], args[1]) {
		return false, nil
	}
	m.Inferences += m.Costs.DeleteDrop
	return true, nil
}

// pushCleanup implements '$push_cleanup'(Goal, Catcher, Cleanup, H) for
// setup_call_catcher_cleanup/4 and setup_call_cleanup/3: Cleanup will run
// once Goal, called next, is finished, if Catcher unifies with the reason
// (see engine.Machine.PushCleanup); H identifies it for
// '$exit_cleanup'/1. Both goals are checked first, as SWI-Prolog does,
// with the context of setup_call_catcher_cleanup/4.
func pushCleanup(m *engine.Machine, args []engine.Term) (bool, error) {
	for _, g := range []engine.Term{args[0], args[2]} {
		if _, err := callableArg(g); err != nil {
			if e, ok := err.(*engine.Exception); ok {
				return false, e.WithContext(atomSetupCatcherCleanup, 4)
			}
			return false, err
		}
	}
	h := m.PushCleanup(args[1], engine.Deref(args[2]))
	return m.Unify(args[3], engine.MakeInt(int64(h))), nil
}

var atomSetupCatcherCleanup = engine.Intern("setup_call_catcher_cleanup")

// exitCleanup implements '$exit_cleanup'(H): the goal of the cleanup H
// has succeeded; when it left no choicepoint, the cleanup runs now.
func exitCleanup(m *engine.Machine, args []engine.Term) (bool, error) {
	h, ok := engine.Deref(args[0]).(engine.Int)
	if !ok {
		return false, engine.TypeError("integer", args[0])
	}
	return true, m.ExitCleanup(int(h))
}

var controlBuiltins = []engine.BuiltinSpec{
	{Name: "$push_cleanup", Arity: 4, Fn: pushCleanup},
	{Name: "$exit_cleanup", Arity: 1, Fn: exitCleanup},
	{Name: "$unifiable", Arity: 2, Fn: unifiable2},
	{Name: "call", Arity: 1, Fn: callN}, {Name: "call", Arity: 2, Fn: callN}, {Name: "call", Arity: 3, Fn: callN}, {Name: "call", Arity: 4, Fn: callN},
	{Name: "call", Arity: 5, Fn: callN}, {Name: "call", Arity: 6, Fn: callN}, {Name: "call", Arity: 7, Fn: callN}, {Name: "call", Arity: 8, Fn: callN},
	{Name: ",", Arity: 2, Fn: controlGoal(",")},
	{Name: ";", Arity: 2, Fn: controlGoal(";")},
	{Name: "->", Arity: 2, Fn: controlGoal("->")},
	{Name: "*->", Arity: 2, Fn: controlGoal("*->")},
	{Name: `\+`, Arity: 1, Fn: controlGoal(`\+`)},
	{Name: "catch", Arity: 3, Fn: controlGoal("catch")},
	{Name: "!", Arity: 0, Fn: func(*engine.Machine, []engine.Term) (bool, error) { return true, nil }},
	{Name: "true", Arity: 0, Fn: func(*engine.Machine, []engine.Term) (bool, error) { return true, nil }},
	{Name: "otherwise", Arity: 0, Fn: func(*engine.Machine, []engine.Term) (bool, error) { return true, nil }},
	{Name: "fail", Arity: 0, Fn: func(*engine.Machine, []engine.Term) (bool, error) { return false, nil }},
	{Name: "false", Arity: 0, Fn: func(*engine.Machine, []engine.Term) (bool, error) { return false, nil }},
	{Name: "throw", Arity: 1, Fn: throw1},
	{Name: "repeat", Arity: 0, Fn: repeat0},
	{Name: "$findall_bag", Arity: 1, Fn: findallBag},
	{Name: "$findall_add", Arity: 2, Fn: findallAdd},
	{Name: "$findall_collect", Arity: 2, Fn: findallCollect},
	{Name: "$findall_collect", Arity: 3, Fn: findallCollect},
}
