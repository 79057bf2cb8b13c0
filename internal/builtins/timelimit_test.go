package builtins_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/goprolog/goprolog/internal/builtins"
	"github.com/goprolog/goprolog/internal/engine"
	"github.com/goprolog/goprolog/internal/parser"
	"github.com/goprolog/goprolog/prolog"
)

// timeLimitGoals exercise call_with_time_limit/2 on goals that finish in
// time, fail, raise, leave choicepoints, and that run too long: loops
// that call no built-in (tl_loop/0), that count (tl_count/1), that only
// backtrack, and that wait in sleep/1; limits nest both ways, and an
// alarm must not outlive its goal. Errors whose context SWI-Prolog takes
// from its library code are compared by their formal term only.
var timeLimitGoals = []string{
	`call_with_time_limit(1, true), R = done`,
	`os_yes(call_with_time_limit(1, fail), R)`,
	`call_with_time_limit(1, member(X, [1, 2])), R = X`,
	`findall(X, call_with_time_limit(1, member(X, [1, 2, 3])), R)`,
	`call_with_time_limit(1, (X = 1 ; X = 2)), R = X`,
	`os_det(call_with_time_limit(1, member(_, [1, 2])), R)`,
	`call_with_time_limit(1.5, true), R = done`,
	`call_with_time_limit(1, throw(x))`,
	`call_with_time_limit(0, true)`,
	`call_with_time_limit(-1, true)`,
	`call_with_time_limit(0.0, fail)`,
	`call_with_time_limit(0.05, tl_loop)`,
	`call_with_time_limit(0.05, tl_count(0))`,
	`call_with_time_limit(0.05, (repeat, fail))`,
	`call_with_time_limit(0.05, \+ tl_loop)`,
	`call_with_time_limit(0.05, findall(X, tl_loop, _))`,
	`call_with_time_limit(0.05, sleep(5))`,
	`call_with_time_limit(0.05, (sleep(0.01), sleep(5)))`,
	`call_with_time_limit(0.5, call_with_time_limit(0.05, tl_loop))`,
	`call_with_time_limit(0.05, call_with_time_limit(5, tl_loop))`,
	`catch(call_with_time_limit(0.05, catch(tl_loop, E, true)), E2, true), R = E-E2`,
	`catch(call_with_time_limit(0.05, catch(tl_loop, E, fail)), E2, true), R = E-E2`,
	`call_with_time_limit(0.1, true), sleep(0.15), R = no_alarm_left`,
	`( call_with_time_limit(0.1, fail) ; sleep(0.15) ), R = no_alarm_left`,
	`catch(call_with_time_limit(0.1, throw(x)), x, true), sleep(0.15), R = no_alarm_left`,
	`call_with_time_limit(0.1, member(X, [1, 2])), sleep(0.15), R = X`,
	`catch(call_with_time_limit(0.05, tl_loop), _, true), call_with_time_limit(1, true), R = again`,
	`catch(call_with_time_limit(a, true), error(F, _), true), R = F`,
	`catch(call_with_time_limit(f(x), true), error(F, _), true), R = F`,
	`catch(call_with_time_limit(_, true), error(F, _), true), R = F`,
	`catch(call_with_time_limit(1+1, true), error(F, _), true), R = F`,
	`catch(call_with_time_limit(1, _), error(F, _), true), R = F`,
	`catch(call_with_time_limit(1, 3), error(F, _), true), R = F`,
	`catch(call_with_time_limit(1, (true, 3)), error(F, _), true), R = F`,
}

const timeLimitDriver = `
tl_loop :- tl_loop.
tl_count(N) :- N1 is N + 1, tl_count(N1).
`

// TestTimeLimitDifferential compares call_with_time_limit/2 with
// SWI-Prolog.
func TestTimeLimitDifferential(t *testing.T) {
	compareGoals(t, "timelimit.pl", osDriverFor(t.TempDir())+timeLimitDriver, "os_goal(%d, (%s), R).\n", timeLimitGoals, "os_run_all")
}

// TestTimeLimitKeepsLimits checks that a time limit stands in front of the
// interpreter's own checks without replacing them: a cancelled query ends
// inside call_with_time_limit/2, a sandbox's time bound still holds, and
// after the goal the checks are the interpreter's again.
func TestTimeLimitKeepsLimits(t *testing.T) {
	in, _, _ := newQuiet()
	if err := in.ConsultString("tl.pl", timeLimitDriver); err != nil {
		t.Fatal(err)
	}
	for _, goal := range []string{"call_with_time_limit(30, tl_loop)", "call_with_time_limit(0.01, true), tl_loop"} {
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		start := time.Now()
		err := in.Exec(ctx, goal)
		cancel()
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("%s: got %v, want the context's error", goal, err)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("%s: cancelled after %v", goal, d)
		}
	}
	if err := in.Exec(context.Background(), "call_with_time_limit(1, true)"); err != nil {
		t.Errorf("after cancellation: %v", err)
	}

	sb := prolog.New(prolog.WithSandbox(prolog.Sandbox{MaxTime: 50 * time.Millisecond}))
	if err := sb.ConsultString("tl.pl", timeLimitDriver); err != nil {
		t.Fatal(err)
	}
	err := sb.Exec(context.Background(), "catch(call_with_time_limit(30, tl_loop), _, true)")
	var pe *prolog.Error
	if !errors.As(err, &pe) || pe.Error() != "Not enough resources: time" {
		t.Errorf("sandbox: got %v, want resource_error(time)", err)
	}
}

// TestTimeLimitMessage checks that an uncaught time_limit_exceeded is
// reported in library(time)'s words.
func TestTimeLimitMessage(t *testing.T) {
	if got := builtins.ErrorMessage(engine.Intern("time_limit_exceeded")); got != "Time limit exceeded" {
		t.Errorf("got %q", got)
	}
}

// TestTimeLimitBareMachine checks call_with_time_limit/2 on a machine
// without a Limits hook of its own: the limit works, again and again,
// and no hook is left behind.
func TestTimeLimitBareMachine(t *testing.T) {
	m := engine.NewMachine()
	if err := builtins.Install(m); err != nil {
		t.Fatal(err)
	}
	for _, src := range []string{"tl_loop :- tl_loop.", "tl_run(R) :- catch(call_with_time_limit(0.02, tl_loop), R, true)."} {
		r, err := parser.ReadTermFromString(m, src)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.AddClause(r.Term, false); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < 3; i++ {
		r, err := parser.ReadTermFromString(m, "tl_run(time_limit_exceeded).")
		if err != nil {
			t.Fatal(err)
		}
		if ok, err := m.Once(r.Term); !ok || err != nil {
			t.Fatalf("run %d: %v, %v", i, ok, err)
		}
		if m.Limits != nil {
			t.Fatalf("run %d: a Limits hook was left behind", i)
		}
	}
}
