package builtins

import (
	"math"
	"time"

	"github.com/goprolog/goprolog/internal/engine"
)

// call_with_time_limit/2 of SWI-Prolog's library(time).
//
// SWI-Prolog sets an alarm whose signal handler throws
// time_limit_exceeded in the running goal. goprolog has no signals to
// deliver into a goal, but the solver checks for interrupts every few
// thousand inferences and backtracking steps (engine.Machine.Limits), and
// the built-ins that wait check too (engine.Machine.Poll: sleep/1,
// shell/1,2). While a time limit is open, the interpreter's alarm clock
// sits in front of the Limits hook and throws when a deadline has
// passed; a loop that calls no built-in is caught as surely as one that
// does. Each limit is the cleanup (setup_call_cleanup/3's, in the
// library's call_with_time_limit/2, lib/control.pl) of the goal it
// guards: it is removed when the goal succeeds, fails, raises or is
// cut, and with the last one the Limits hook is given back, so no alarm
// outlives its goal. There are no timers: the deadlines are compared with
// the clock when the solver checks.

var (
	atomTimeLimitExceeded = engine.Intern("time_limit_exceeded")
	atomCallWithTimeLimit = engine.Intern("call_with_time_limit")
)

// alarm is the deadline of one open call_with_time_limit/2.
type alarm struct {
	id       int64
	deadline time.Time
	fired    bool
}

// alarmClock holds an interpreter's open time limits, innermost last.
type alarmClock struct {
	alarms []*alarm
	lastID int64
	// limits is the Limits hook the clock stands in front of while
	// alarms are open (active).
	limits func(*engine.Machine) error
	active bool
}

// set opens an alarm due after d; the first one puts the clock in front
// of the Limits hook.
func (c *alarmClock) set(m *engine.Machine, d time.Duration) int64 {
	if !c.active {
		c.limits, c.active = m.Limits, true
		m.Limits = c.check
	}
	c.lastID++
	c.alarms = append(c.alarms, &alarm{id: c.lastID, deadline: time.Now().Add(d)})
	return c.lastID
}

// remove closes the alarm id, and those opened after it: their goals ran
// inside its goal, so they are over too, even if their cleanup could not
// run. The last one gives the Limits hook back.
func (c *alarmClock) remove(m *engine.Machine, id int64) {
	for i, a := range c.alarms {
		if a.id == id {
			c.alarms = c.alarms[:i]
			break
		}
	}
	if len(c.alarms) == 0 {
		c.stop(m)
	}
}

// stop closes every alarm and gives the Limits hook back.
func (c *alarmClock) stop(m *engine.Machine) {
	c.alarms = nil
	if c.active {
		m.Limits, c.limits, c.active = c.limits, nil, false
	}
}

// check is the Limits hook while alarms are open: the first alarm past
// its deadline throws time_limit_exceeded, once; then the hook it stands
// in front of runs. When that hook stops the query (an error that is no
// Prolog exception, which no catch/3 stops), every goal under a time limit
// ends with it: the clock stops at once rather than trust the cleanups,
// which run while the query is being stopped.
func (c *alarmClock) check(m *engine.Machine) error {
	now := time.Now()
	for _, a := range c.alarms {
		if !a.fired && !now.Before(a.deadline) {
			a.fired = true
			return engine.Throw(atomTimeLimitExceeded)
		}
	}
	if c.limits == nil {
		return nil
	}
	err := c.limits(m)
	if _, isException := err.(*engine.Exception); err != nil && !isException {
		c.stop(m)
	}
	return err
}

// timeLimitSet implements '$time_limit_set'(+Time, :Goal, -Id) for the
// library's call_with_time_limit/2, which then runs Goal as once/1 with
// '$time_limit_done'(Id) as its cleanup: it opens an alarm due after Time
// seconds, which throws time_limit_exceeded in the goal if it has not
// finished by then. As in SWI-Prolog, Time is evaluated (Time > 0), a
// Time not above zero throws time_limit_exceeded at once, and a Time
// that is not a number is then type_error(number, Time).
func timeLimitSet(m *engine.Machine, args []engine.Term) (bool, error) {
	ok, err := openTimeLimit(m, args)
	if e, isExc := err.(*engine.Exception); isExc {
		err = e.WithContext(atomCallWithTimeLimit, 2)
	}
	return ok, err
}

// openTimeLimit is timeLimitSet, its errors with the built-in's context.
func openTimeLimit(m *engine.Machine, args []engine.Term) (bool, error) {
	v, err := Eval(m, args[0])
	if err != nil {
		return false, err
	}
	if CompareNumbers(v, engine.MakeInt(0)) <= 0 {
		return false, engine.Throw(atomTimeLimitExceeded)
	}
	var secs float64
	switch t := engine.Deref(args[0]).(type) {
	case engine.Int:
		secs = float64(t)
	case engine.Float:
		secs = float64(t)
	case *engine.BigInt:
		secs = math.Inf(1)
	default:
		return false, engine.TypeError("number", t)
	}
	if _, err := callableArg(args[1]); err != nil {
		return false, err
	}
	id := osOf(m).clock.set(m, durationOf(secs))
	return m.Unify(args[2], engine.MakeInt(id)), nil
}

// timeLimitDone implements '$time_limit_done'(Id), the cleanup that closes
// the alarm of a call_with_time_limit/2.
func timeLimitDone(m *engine.Machine, args []engine.Term) (bool, error) {
	if id, ok := engine.Deref(args[0]).(engine.Int); ok {
		osOf(m).clock.remove(m, int64(id))
	}
	return true, nil
}

var timeLimitBuiltins = []engine.BuiltinSpec{
	{Name: "$time_limit_set", Arity: 3, Fn: timeLimitSet},
	{Name: "$time_limit_done", Arity: 1, Fn: timeLimitDone},
}
