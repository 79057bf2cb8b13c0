package prolog_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/goprolog/goprolog/prolog"
)

// TestNoCrash runs programs that used to kill the process (a Go stack
// overflow, an allocation of the size a program asked for, memory grown
// until the runtime died) or to run past the limits: each must end in
// time with SWI-Prolog's answer or a resource error, and the interpreter
// must go on. The bounds on time are generous: they catch a crash, a
// quadratic algorithm or an ignored limit, not a slow machine.
func TestNoCrash(t *testing.T) {
	if raceDetector {
		// Their time bounds are the point, and the race detector's cost
		// would blur them; they run in the suite without -race.
		t.Skip("hostile programs check limits and time bounds, not concurrency: run without -race")
	}
	tests := []hostileCase{
		{"call cyclic disjunction", nil, "X = (X ; a), call(X)", "representation_error(cyclic_term)", 5 * time.Second},
		{"call cyclic if-then", nil, "X = (X -> a), call(X)", "representation_error(cyclic_term)", 5 * time.Second},
		{"call cyclic negation", nil, `X = (\+ X), call(X)`, "representation_error(cyclic_term)", 5 * time.Second},
		{"call cyclic catch", nil, "X = catch(X, _, true), call(X)", "representation_error(cyclic_term)", 5 * time.Second},
		{"call cyclic conjunction", nil, "X = (a, X), call(X)", "representation_error(cyclic_term)", 5 * time.Second},
		{"findall cyclic conjunction", nil, "X = (a, X), findall(x, X, _)", "representation_error(cyclic_term)", 5 * time.Second},
		{"once cyclic conjunction", nil, "X = (a, X), once(X)", "representation_error(cyclic_term)", 5 * time.Second},
		{"assertz cyclic conjunction", nil, "X = (a, X), assertz((p :- X))", "representation_error(cyclic_term)", 5 * time.Second},
		{"assertz cyclic disjunction", nil, "X = (X ; a), assertz((p :- X))", "representation_error(cyclic_term)", 5 * time.Second},
		{"consult list holding itself", nil, "X = [X], catch(consult(X), error(domain_error(source_sink, _), _), true)", "", 5 * time.Second},
		{"call list holding itself", nil, "X = [X], catch(call(X), error(domain_error(source_sink, _), _), true)", "", 5 * time.Second},
		{"call deep left disjunction", nil, "ldeep(300000, G), call(G)", "", 30 * time.Second},
		{"call deep right disjunction", nil, "rdeep(300000, G), call(G)", "", 30 * time.Second},
		{"call deep conditions", nil, "ideep(100000, G), call(G)", "", 30 * time.Second},
		{"call deep then-parts", nil, "tdeep(100000, G), call(G)", "", 30 * time.Second},
		{"call deep negations", nil, "ndeep(100000, G), call(G)", "", 30 * time.Second},
		{"call deep negations in a module", nil, "ndeep(100000, G), call(m:G)", "", 30 * time.Second},
		{"call cyclic qualified goal", nil, "X = a:X, catch(call(X), error(type_error(acyclic_term, _), _), true)", "", 5 * time.Second},
		{"call cyclic qualified closure", nil, "X = a:X, catch(call(X, 1), error(type_error(acyclic_term, _), _), true)", "", 5 * time.Second},
		{"strip_module cyclic", nil, "X = a:X, catch(strip_module(X, _, _), error(type_error(acyclic_term, _), _), true)", "", 5 * time.Second},
		{"call deep qualifiers", nil, "length(L, 1000000), foldl([_, G0, m:G0]>>true, L, true, G), call(G)", "", 30 * time.Second},
		{"assert deep left disjunction", nil, "deep_clause(ldeep, 300000)", "", 30 * time.Second},
		{"assert deep right disjunction", nil, "deep_clause(rdeep, 300000)", "", 30 * time.Second},
		{"assert deep conditions", nil, "deep_clause(ideep, 100000)", "", 30 * time.Second},
		{"assert deep then-parts", nil, "deep_clause(tdeep, 100000)", "", 30 * time.Second},
		{"assert deep negations", nil, "deep_clause(ndeep, 100000)", "", 30 * time.Second},
		{"assert deep shared variables", nil, "deep_clause(vdeep, 100000)", "", 30 * time.Second},
		{"assert deep left disjunction into a dynamic predicate", nil, "deep_dynamic(ldeep, 300000)", "", 30 * time.Second},
		{"assert deep conditions into a dynamic predicate", nil, "deep_dynamic(ideep, 100000)", "", 30 * time.Second},
		{"clause cyclic qualified head", nil, "X = a:X, catch(clause(X, _), error(type_error(acyclic_term, _), _), true)", "", 5 * time.Second},
		{"clause cyclic qualified head meta-called", nil, "X = a:X, G = clause(X, _), catch(G, error(type_error(acyclic_term, _), _), true)", "", 5 * time.Second},
		{"tab huge", nil, "with_output_to(string(_), tab(100000000000))", "resource_error(memory)", 60 * time.Second},
		{"tab huge sandboxed", &prolog.Sandbox{MaxMemory: 256 << 20}, "with_output_to(string(_), tab(100000000000))", "resource_error(memory)", 30 * time.Second},
		// A fifth of a second, not a second: the capture holds what tab/1
		// wrote by then, gigabytes in a second, whose paging on a loaded
		// machine took 15 s.
		{"tab huge timed", &prolog.Sandbox{MaxTime: 200 * time.Millisecond}, "with_output_to(string(_), tab(100000000000))", "resource_error(time)", 10 * time.Second},
		{"format ~e huge", nil, `format(atom(_), "~100000000000e", [1.0])`, "resource_error(memory)", 5 * time.Second},
		{"format ~f huge", nil, `format(atom(_), "~100000000000f", [1.0])`, "resource_error(memory)", 5 * time.Second},
		{"format ~g huge", nil, `format(atom(_), "~100000000000g", [1.0])`, "resource_error(memory)", 5 * time.Second},
		{"format ~f huge of an integer", nil, `format(atom(_), "~100000000000f", [1])`, "resource_error(memory)", 5 * time.Second},
		{"format ~n huge", nil, `format(atom(_), "~100000000000n", [])`, "resource_error(memory)", 5 * time.Second},
		{"format ~*c huge", nil, `format(atom(_), "~*c", [2000000000, 0'a])`, "resource_error(memory)", 5 * time.Second},
		{"format ~d huge", nil, `format(atom(_), "~2000000000d", [1])`, "resource_error(memory)", 5 * time.Second},
		{"format column huge", nil, `format(atom(_), "~t~2000000000|", [])`, "resource_error(memory)", 5 * time.Second},
		{"format column stop huge", nil, `format(atom(_), "a~2000000000+", [])`, "resource_error(memory)", 5 * time.Second},
		{"format argument overflowing", nil, `format(atom(_), "~99999999999999999999999999c", [0'a])`, "resource_error(memory)", 5 * time.Second},
		{"format ~d padding linear", nil, `format(atom(A), "~3000000d", [1]), atom_length(A, 3000002)`, "", 10 * time.Second},
		{"format column sandboxed", &prolog.Sandbox{MaxMemory: 256 << 20}, `format(atom(_), "~t~100000000|", [])`, "resource_error(memory)", 5 * time.Second},
		{"length huge", nil, "length(_, 30000000)", "resource_error(memory)", 5 * time.Second},
		{"length under a memory limit", &prolog.Sandbox{MaxMemory: 256 << 20}, "(length(_, 10000000), fail ; true)", "resource_error(memory)", 5 * time.Second},
		{"length enumeration linear", nil, "length(_, N), N >= 200000, !", "", 10 * time.Second},
		{"length enumeration linear in a clause", nil, "at_least(400000)", "", 10 * time.Second},
		{"sub_atom enumeration linear", nil, "length(Cs, 400000), maplist(=(0'a), Cs), atom_codes(A, Cs), sub_atom(A, B, 1, _, _), B >= 399999, !", "", 10 * time.Second},
		{"sub_atom enumeration linear in a clause", nil, "sub_positions(atom, 0'a, 400000)", "", 10 * time.Second},
		{"sub_atom enumeration of wide characters linear in a clause", nil, "sub_positions(atom, 0'\\x3bb\\, 400000)", "", 10 * time.Second},
		{"sub_string enumeration linear in a clause", nil, "sub_positions(string, 0'a, 400000)", "", 10 * time.Second},
		{"length enumeration order", nil, "length(L, N), N >= 3, !, L = [A, B, C], A @< B, B @< C", "", 5 * time.Second},
		{"size_abstract_term of a cyclic term", &prolog.Sandbox{MaxMemory: 256 << 20}, "X = f(X), size_abstract_term(100000000000, X, _)", "resource_error(memory)", 10 * time.Second},
		{"sum_list cyclic timed", &prolog.Sandbox{MaxTime: time.Second}, "L = [1|L], sum_list(L, _)", "resource_error(time)", 10 * time.Second},
		{"last cyclic timed", &prolog.Sandbox{MaxTime: time.Second}, "L = [1|L], last(L, _)", "resource_error(time)", 10 * time.Second},
		{"maplist cyclic timed", &prolog.Sandbox{MaxTime: time.Second}, "L = [1|L], maplist(=(1), L)", "resource_error(time)", 10 * time.Second},
		{"maplist/3 cyclic timed", &prolog.Sandbox{MaxTime: time.Second}, "L = [1|L], maplist(=, L, _)", "resource_error(time)", 10 * time.Second},
	}
	src, err := os.ReadFile(filepath.Join("testdata", "nocrash", "hostile.pl"))
	if err != nil {
		t.Fatal(err)
	}
	runHostileCases(t, src, tests)
	// The compilers poll the limits: a goal built beforehand (so that
	// building it is not what the deadline ends) is asserted or called
	// past a deadline of a second. The bound is loose: the checks and
	// copies that assert/1 makes before compiling (the cycle check above
	// all) do not poll, and take seconds on a loaded machine; without
	// the polls the compilers took minutes.
	deadlined := []struct{ name, setup, goal string }{
		{"assert past the deadline", "vdeep(1000000, G), nb_setval(g, G)", "nb_getval(g, G), assertz((p :- G))"},
		{"call past the deadline", "vdeep(1000000, G), nb_setval(g, G)", "nb_getval(g, G), call((G, fail))"},
	}
	for _, tc := range deadlined {
		t.Run(tc.name, func(t *testing.T) {
			runHostile(t, src, nil, tc.setup, tc.goal, "context deadline exceeded", time.Second, 60*time.Second)
		})
	}
}

// hostileCase is a hostile goal, run with sandbox sb (nil for none): want
// is the formal term of the error it ends with, or "" for success, and
// within the time it may take.
type hostileCase struct {
	name   string
	sb     *prolog.Sandbox
	goal   string
	want   string
	within time.Duration
}

// runHostileCases runs each case with runHostile on src's program, on
// interpreters made with opts. The
// context is a backstop that ends a case gone wrong; the bound checked
// is the case's within.
func runHostileCases(t *testing.T, src []byte, cases []hostileCase, opts ...prolog.Option) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			runHostile(t, src, tc.sb, "", tc.goal, tc.want, 2*tc.within, tc.within, opts...)
		})
	}
}

// runHostile runs goal on a fresh interpreter that has consulted src
// (after setup, if any) with a context that ends after deadline, and
// checks that it ends with the error whose formal term is want ("" for
// success, the error's text for an error that is not Prolog's) in no
// more than within, and that the interpreter still answers after it.
func runHostile(t *testing.T, src []byte, sb *prolog.Sandbox, setup, goal, want string, deadline, within time.Duration, opts ...prolog.Option) {
	t.Helper()
	if sb != nil {
		opts = append(opts, prolog.WithSandbox(*sb))
	}
	interp := prolog.New(opts...)
	if err := interp.ConsultString("hostile.pl", string(src)); err != nil {
		t.Fatal(err)
	}
	if setup != "" {
		if err := interp.Exec(context.Background(), setup); err != nil {
			t.Fatal(err)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), deadline)
	defer cancel()
	start := time.Now()
	err := interp.Exec(ctx, goal)
	took := time.Since(start)
	got := ""
	var pe *prolog.Error
	switch {
	case err == nil:
	case errors.As(err, &pe):
		got = cutVarNumbers(pe.Formal().String())
	default:
		got = err.Error()
	}
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if took > within {
		t.Errorf("took %v, more than %v", took, within)
	}
	if err := interp.Exec(context.Background(), "X is 1 + 1"); err != nil {
		t.Errorf("after it: %v", err)
	}
}

// TestInterruptIdle sends Interrupt while no query runs: the next query
// must run to its end, and an interrupt sent while one runs must still
// stop it.
func TestInterruptIdle(t *testing.T) {
	interp := prolog.New()
	interp.Interrupt()
	if err := interp.Exec(context.Background(), "between(1, 100000, X), X >= 100000"); err != nil {
		t.Fatalf("the query after an idle interrupt: %v", err)
	}
	sols, err := interp.Query(context.Background(), "repeat")
	if err != nil {
		t.Fatal(err)
	}
	defer sols.Close()
	done := make(chan error, 1)
	go func() {
		for sols.Next() {
		}
		done <- sols.Err()
	}()
	time.Sleep(50 * time.Millisecond)
	interp.Interrupt()
	select {
	case err := <-done:
		if !prolog.IsAborted(err) {
			t.Errorf("got %v, want the abort", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the interrupt did not stop the query")
	}
}
