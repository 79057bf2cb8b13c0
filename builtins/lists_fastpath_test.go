package builtins

import (
	"strings"
	"testing"

	"github.com/goprolog/goprolog/engine"
)

// appendGoals exercise append/3 in the fast path's mode and around it:
// each is run for all its answers, and R is their list with the
// inferences counted, as N-Answers.
var appendGoals = []string{
	`append([a,b,c], [d], X)`,
	`append([], [d], X)`,
	`append([a], T, X), T = [z]`,
	`append([P,Q], [P], X), P = 1, Q = 2`,
	`append([a,b], T, T), T = [_, _|Rest], (Rest == T -> X = cyclic ; X = acyclic)`,
	`append([a,b], [c], [a,b,c]), X = yes`,
	`append([a,b], [c], [a|X])`,
	`append(X, Y, [1,2]), X = X, Y = Y`,
	`once(append([a|T], [b], X))`,
	`append(X, [b], [a,b])`,
	`freeze(X, (X = [H|_], H == a)), append([a,b], [c], X)`,
	`numlist(1, 2000, L), append(L, [x], X0), length(X0, X)`,
	`append(f(a), [b], X)`,
}

// runAppendGoals returns each goal's answers and inference count.
func runAppendGoals(t *testing.T, m *engine.Machine) []string {
	var out []string
	for _, g := range appendGoals {
		q := `statistics(inferences, I0), findall(X, (` + g + `), L), statistics(inferences, I1), N is I1 - I0, R = N-L`
		out = append(out, queryR(t, m, q))
	}
	return out
}

// TestAppendFastPath checks the fast path of append/3 against its
// clauses: every goal has the same answers, in the same order, with the
// same inference count, with the fast path and without it; and the
// predicate is still the library's, readable by clause/2.
func TestAppendFastPath(t *testing.T) {
	m := engine.NewMachine()
	if err := Install(m); err != nil {
		t.Fatal(err)
	}
	p := m.Lookup(atomAppend, 3)
	if !p.HasFastPath() || p.IsForeign() || !p.IsLibrary() {
		t.Fatalf("append/3: fast path %v, foreign %v, library %v", p.HasFastPath(), p.IsForeign(), p.IsLibrary())
	}
	fast := runAppendGoals(t, m)
	p.SetFastPath(nil)
	slow := runAppendGoals(t, m)
	for k, g := range appendGoals {
		t.Run(g, func(t *testing.T) {
			if fast[k] != slow[k] || strings.HasPrefix(fast[k], "error") {
				t.Errorf("with the fast path %s, with the clauses %s", fast[k], slow[k])
			}
		})
	}
	if got := queryR(t, m, `findall(B, clause(append(_, _, _), B), L), length(L, R)`); got != "2" {
		t.Errorf("clause/2 finds %s clauses of append/3, want 2", got)
	}
}
