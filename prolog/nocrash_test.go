package prolog_test

import (
	"context"
	"errors"
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
	tests := []struct {
		name string
		sb   *prolog.Sandbox
		goal string
		// want is the formal term of the error, or "" for success.
		want   string
		within time.Duration
	}{
		{"call cyclic disjunction", nil, "X = (X ; a), call(X)", "representation_error(cyclic_term)", 5 * time.Second},
		{"call cyclic if-then", nil, "X = (X -> a), call(X)", "representation_error(cyclic_term)", 5 * time.Second},
		{"call cyclic negation", nil, `X = (\+ X), call(X)`, "representation_error(cyclic_term)", 5 * time.Second},
		{"call cyclic catch", nil, "X = catch(X, _, true), call(X)", "representation_error(cyclic_term)", 5 * time.Second},
		{"call cyclic conjunction", nil, "X = (a, X), call(X)", "representation_error(cyclic_term)", 5 * time.Second},
		{"findall cyclic conjunction", nil, "X = (a, X), findall(x, X, _)", "representation_error(cyclic_term)", 5 * time.Second},
		{"once cyclic conjunction", nil, "X = (a, X), once(X)", "representation_error(cyclic_term)", 5 * time.Second},
		{"assertz cyclic conjunction", nil, "X = (a, X), assertz((p :- X))", "representation_error(cyclic_term)", 5 * time.Second},
		{"assertz cyclic disjunction", nil, "X = (X ; a), assertz((p :- X))", "representation_error(cyclic_term)", 5 * time.Second},
		{"call deep left disjunction", nil, "ldeep(300000, G), call(G)", "", 30 * time.Second},
		{"call deep right disjunction", nil, "rdeep(300000, G), call(G)", "", 30 * time.Second},
		{"call deep conditions", nil, "ideep(100000, G), call(G)", "", 30 * time.Second},
		{"call deep then-parts", nil, "tdeep(100000, G), call(G)", "", 30 * time.Second},
		{"call deep negations", nil, "ndeep(100000, G), call(G)", "", 30 * time.Second},
		{"assert deep left disjunction", nil, "deep_clause(ldeep, 300000)", "", 30 * time.Second},
		{"assert deep right disjunction", nil, "deep_clause(rdeep, 300000)", "", 30 * time.Second},
		{"assert deep conditions", nil, "deep_clause(ideep, 100000)", "", 30 * time.Second},
		{"assert deep then-parts", nil, "deep_clause(tdeep, 100000)", "", 30 * time.Second},
		{"assert deep negations", nil, "deep_clause(ndeep, 100000)", "", 30 * time.Second},
		{"assert deep shared variables", nil, "deep_clause(vdeep, 100000)", "", 30 * time.Second},
		{"assert nested past the time limit", &prolog.Sandbox{MaxTime: time.Second}, "vdeep(1000000, G), assertz((p :- G))", "resource_error(time)", 10 * time.Second},
	}
	src := filepath.Join("testdata", "nocrash", "hostile.pl")
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var opts []prolog.Option
			if tc.sb != nil {
				opts = append(opts, prolog.WithSandbox(*tc.sb))
			}
			interp := prolog.New(opts...)
			if err := interp.Exec(context.Background(), "consult(?)", src); err != nil {
				t.Fatal(err)
			}
			// The context is a backstop that ends a test gone wrong; the
			// bound checked is tc.within.
			ctx, cancel := context.WithTimeout(context.Background(), 2*tc.within)
			defer cancel()
			start := time.Now()
			err := interp.Exec(ctx, tc.goal)
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
			if got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
			if took > tc.within {
				t.Errorf("took %v, more than %v", took, tc.within)
			}
			if err := interp.Exec(context.Background(), "X is 1 + 1"); err != nil {
				t.Errorf("after it: %v", err)
			}
		})
	}
}
