package builtins

import (
	"math"

	"github.com/goprolog/goprolog/internal/engine"
)

// call_with_depth_limit/3 of SWI-Prolog.
//
// SWI-Prolog defines it in Prolog over three C helpers that share one
// global limit and one deepest level reached: '$depth_limit' saves them
// and sets the goal's limit, the goal runs inside catch/3, whose recovery
// puts them back and rethrows, '$depth_limit_true' puts them back after
// each solution (cutting the call when the goal left no choicepoint, and
// otherwise leaving a choicepoint that sets the goal's limit again when
// backtracking goes back into the goal), and '$depth_limit_false' puts
// them back when the goal has no more solutions, answering
// depth_limit_exceeded if a call was refused on the way. goprolog follows
// that definition step for step, so that its answers are SWI-Prolog's
// also where they are odd: a nested call hides its goal's depth from the
// outer one (the outer sees its call and its '$depth_limit'), a goal that
// was refused a call and then succeeded on another branch answers
// Limit+1, and a Result that does not unify leaves the rest of the goal
// to the outer limit. The levels are counted by the solver (see
// engine.DepthLimit); the built-in saves and restores them.
//
// The goal runs as
//
//	catch(call(G), E, '$depth_limit_except'(On, OLimit, OReached, E)),
//	'$depth_limit_exit'(Base, Limit, On, OLimit, OReached, H, Result)
//
// made when it is about to run (engine.Machine.PushGoalAt), when its level
// is known: Base is the level of catch/3's frame, as in SWI-Prolog, so
// that G's own call is level 1; On, OLimit and OReached are the saved
// limit; H is the height of the choicepoint that stands for the
// definition's second branch. The helpers count as SWI-Prolog's do, four
// inferences beside the goal's.

var (
	atomDepthLimitExceeded = engine.Intern("depth_limit_exceeded")
	atomDepthLimitHelper   = engine.Intern("$depth_limit")
	atomDepthLimitExit     = engine.Intern("$depth_limit_exit")
	atomDepthLimitExcept   = engine.Intern("$depth_limit_except")
	atomCatch3             = engine.Intern("catch")
)

// callWithDepthLimit implements call_with_depth_limit(:Goal, +Limit,
// -Result). The errors of Limit are SWI-Prolog's, raised by its
// '$depth_limit'/3; those of Goal are raised by catch/3 there.
func callWithDepthLimit(m *engine.Machine, args []engine.Term) (bool, error) {
	limit, err := depthLimitArg(args[1])
	if err != nil {
		return false, err.WithContext(atomDepthLimitHelper, 3)
	}
	goal, gerr := callableArg(args[0])
	if gerr != nil {
		return false, gerr.(*engine.Exception).WithContext(atomCatch3, 3)
	}
	result := args[2]
	var (
		outer   engine.DepthLimit // the limit in force before
		entered bool              // the limit of the goal was set
	)
	h := m.ChoiceCount()
	// '$depth_limit_false': the goal has no more solutions.
	m.PushRedo(func(m *engine.Machine) (bool, error) {
		if !entered {
			return false, nil
		}
		d := m.DepthLimit()
		m.SetDepthLimit(outer)
		if d.On && d.Reached > d.Limit {
			return m.Unify(result, atomDepthLimitExceeded), nil
		}
		return false, nil
	})
	m.PushGoalAt(func(m *engine.Machine, level int) (engine.Term, bool) {
		// '$depth_limit' is a call of the limit in force, at the level
		// of the goal's frame here, and is refused as any call.
		d := m.DepthLimit()
		if d.On {
			d.Reached = max(d.Reached, level)
			if level > d.Limit {
				m.SetDepthLimit(d)
				return nil, false
			}
		}
		outer, entered = d, true
		base := level + 1
		abs := math.MaxInt
		if limit <= math.MaxInt-base {
			abs = base + limit
		}
		m.SetDepthLimit(engine.DepthLimit{On: true, Limit: abs, Reached: base})
		on, olimit, oreached := savedDepthLimit(outer)
		ball := m.NewVar()
		guarded := engine.NewCompound(atomCatch3, engine.NewCompound(engine.AtomCall, goal), ball,
			engine.NewCompound(atomDepthLimitExcept, on, olimit, oreached, ball))
		exit := engine.NewCompound(atomDepthLimitExit, engine.MakeInt(int64(base)), engine.MakeInt(int64(abs)),
			on, olimit, oreached, engine.MakeInt(int64(h)), result)
		return engine.NewCompound(engine.AtomComma, guarded, exit), true
	})
	return true, nil
}

// depthLimitArg checks the Limit of call_with_depth_limit/3: a
// non-negative integer that fits a machine word.
func depthLimitArg(t engine.Term) (int, *engine.Exception) {
	switch x := engine.Deref(t).(type) {
	case *engine.Var:
		return 0, engine.InstantiationError()
	case engine.Int:
		if x < 0 {
			return 0, engine.DomainError("not_less_than_zero", x)
		}
		return int(x), nil
	case *engine.BigInt:
		if x.Big().Sign() < 0 {
			return 0, engine.DomainError("not_less_than_zero", x)
		}
		return 0, engine.RepresentationError("size_t")
	default:
		return 0, engine.TypeError("integer", x)
	}
}

// savedDepthLimit writes the limit d as the integers the helpers take.
func savedDepthLimit(d engine.DepthLimit) (on, limit, reached engine.Term) {
	flag := int64(0)
	if d.On {
		flag = 1
	}
	return engine.MakeInt(flag), engine.MakeInt(int64(d.Limit)), engine.MakeInt(int64(d.Reached))
}

// restoreDepthLimit puts back the limit savedDepthLimit wrote in args.
func restoreDepthLimit(m *engine.Machine, args []engine.Term) {
	on, _ := engine.Deref(args[0]).(engine.Int)
	limit, _ := engine.Deref(args[1]).(engine.Int)
	reached, _ := engine.Deref(args[2]).(engine.Int)
	m.SetDepthLimit(engine.DepthLimit{On: on != 0, Limit: int(limit), Reached: int(reached)})
}

// depthLimitExit implements '$depth_limit_exit'(+Base, +Limit, +On,
// +OLimit, +OReached, +H, ?Result), SWI-Prolog's '$depth_limit_true':
// the goal has succeeded. Result is the deepest level reached below Base
// (at least 1), and the saved limit is in force again. When the goal left
// no choicepoint the call is over; otherwise backtracking into the goal
// sets its limit again, with nothing reached yet. A Result that does not
// unify fails with the saved limit in force, as in SWI-Prolog: the rest
// of the goal runs under it, and its solutions are measured here against
// that limit's level reached (with no limit in force, nothing: 1).
func depthLimitExit(m *engine.Machine, args []engine.Term) (bool, error) {
	base, _ := engine.Deref(args[0]).(engine.Int)
	limit, _ := engine.Deref(args[1]).(engine.Int)
	h, _ := engine.Deref(args[5]).(engine.Int)
	d := m.DepthLimit()
	restoreDepthLimit(m, args[2:5])
	used := max(d.Reached-int(base), 1)
	if !m.Unify(args[6], engine.MakeInt(int64(used))) {
		return false, nil
	}
	if m.CutFinished(int(h)) {
		return true, nil
	}
	// Result's binding is undone by the goal's choicepoints, below this
	// one, which only fails into them.
	m.PushRedo(func(m *engine.Machine) (bool, error) {
		m.SetDepthLimit(engine.DepthLimit{On: true, Limit: int(limit), Reached: int(base)})
		return false, nil
	})
	return true, nil
}

// depthLimitExcept implements '$depth_limit_except'(+On, +OLimit,
// +OReached, +Ball): the goal raised Ball, which goes on with the saved
// limit in force.
func depthLimitExcept(m *engine.Machine, args []engine.Term) (bool, error) {
	restoreDepthLimit(m, args[:3])
	return false, m.ThrowCopy(engine.Deref(args[3]))
}

var depthLimitBuiltins = []engine.BuiltinSpec{
	{Name: "call_with_depth_limit", Arity: 3, Fn: callWithDepthLimit},
	{Name: "$depth_limit_exit", Arity: 7, Fn: depthLimitExit},
	{Name: "$depth_limit_except", Arity: 4, Fn: depthLimitExcept},
}
