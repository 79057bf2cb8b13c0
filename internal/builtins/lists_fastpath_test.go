package builtins

import (
	"strconv"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
	"github.com/goprolog/goprolog/internal/parser"
)

// fastPathGoals exercise each list predicate with a fast path in the
// fast path's mode and around it.
var fastPathGoals = []struct {
	name    string
	arity   int
	clauses int
	goals   []string
}{
	{"append", 3, 2, []string{
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
	}},
	{"member", 2, 1, []string{
		`member(X, [a,b,c])`,
		`member(X, [])`,
		`member(b, [a,b,c,b]), X = yes`,
		`member(z, [a,b,c]), X = yes`,
		`member(f(X), [g(1), f(2), f(Y), h]), Y = 3`,
		`member(X, [a,b,c]), !`,
		`member(X, [a|_]), !`,
		`member(X, [a,b|T]), !, T = []`,
		`member(X, [A,B]), A = 1, B = 2`,
		`member(h(red,_,_), [h(_,a,x), h(blue,b,y), h(_,c,z)]), X = yes`,
		`freeze(V, (V == b -> true ; fail)), member(V, [a,b,c]), X = V`,
		`numlist(1, 500, L), member(X, L), X > 497`,
		`member(X, f(a))`,
		`(member(X, [a,b]) ; X = c)`,
		`\+ member(q, [a,b]), X = none`,
		`member(X, [a])`,
		`member(a, [a,b]), X = yes`,
		`member(b, [a,b]), X = yes`,
		`member(X, [a,b]), X == b`,
		`member(X, [a,b|foo])`,
		`once(member(c, [a,b|T])), T = [Y|Z], (var(Z) -> X = Y-open ; X = closed)`,
		`member(X, [a|T]), !, T = [b]`,
		`numlist(1, 100000, L), member(99999, L), X = found`,
		`numlist(1, 100000, L), member(E, L), E > 99998, X = E`,
	}},
	{"delete", 3, 2, []string{
		`delete([a,b,a,c], a, X)`,
		`delete([], a, X)`,
		`delete([a,b], c, X)`,
		`delete([f(1),g(2),f(Y)], f(_), X), Y = 3`,
		`delete([A,b,B], b, X), A = 1, B = 2`,
		`delete([a,b,a], a, [b]), X = yes`,
		`delete([a,b,a], a, [X])`,
		`once(delete([a|T], a, X))`,
		`freeze(X, X == [b]), delete([a,b], a, X)`,
		`numlist(1, 2000, L), delete(L, 7, X0), length(X0, X)`,
		`delete(f(a), a, X)`,
	}},
}

// runFastPathGoals returns each goal's answers, as N-Answers with N the
// inferences counted.
func runFastPathGoals(t *testing.T, m *engine.Machine, goals []string) []string {
	var out []string
	for _, g := range goals {
		q := `statistics(inferences, I0), findall(X, (` + g + `), L), statistics(inferences, I1), N is I1 - I0, R = N-L`
		out = append(out, queryR(t, m, q))
	}
	return out
}

// firstAnswers runs each goal to its first answer and says whether it
// left a choicepoint: "alt", "det" or "fail".
func firstAnswers(t *testing.T, m *engine.Machine, goals []string) []string {
	var out []string
	for _, g := range goals {
		res, err := parser.ReadTermFromString(m, g)
		if err != nil {
			t.Fatalf("parse %q: %v", g, err)
		}
		q := m.Solve(res.Term)
		ok, err := q.Next()
		switch {
		case err != nil:
			out = append(out, "error")
		case !ok:
			out = append(out, "fail")
		case q.HasAlternatives():
			out = append(out, "alt")
		default:
			out = append(out, "det")
		}
		q.Close()
	}
	return out
}

// TestListFastPaths checks each fast path against the clauses it stands
// in front of: every goal has the same answers, in the same order, with
// the same inference count, and leaves a choicepoint after its first
// answer or not, with the fast path and without it; and the predicate is
// still the library's, readable by clause/2. The clauses are today's, so
// the counts are compared under swi9: under swi2001 member/2's fast path
// counts its 2001 clauses (TestInferenceModel2001 in package prolog).
func TestListFastPaths(t *testing.T) {
	for _, fp := range fastPathGoals {
		t.Run(fp.name, func(t *testing.T) {
			m := engine.NewMachine()
			if err := Install(m); err != nil {
				t.Fatal(err)
			}
			SetInferenceModel(m, "swi9")
			p := m.Lookup(engine.Intern(fp.name), fp.arity)
			if !p.HasFastPath() || p.IsForeign() || !p.IsLibrary() {
				t.Fatalf("fast path %v, foreign %v, library %v", p.HasFastPath(), p.IsForeign(), p.IsLibrary())
			}
			fast, fastDet := runFastPathGoals(t, m, fp.goals), firstAnswers(t, m, fp.goals)
			p.SetFastPath(nil)
			slow, slowDet := runFastPathGoals(t, m, fp.goals), firstAnswers(t, m, fp.goals)
			for k, g := range fp.goals {
				if fast[k] != slow[k] || fast[k][0] == 'e' || fast[k] == "fail" {
					t.Errorf("%s: with the fast path %s, with the clauses %s", g, fast[k], slow[k])
				}
				if fastDet[k] != slowDet[k] {
					t.Errorf("%s: first answer %s with the fast path, %s with the clauses", g, fastDet[k], slowDet[k])
				}
			}
			q := `functor(H, ` + fp.name + `, ` + strconv.Itoa(fp.arity) + `), findall(B, clause(H, B), L), length(L, R)`
			if got := queryR(t, m, q); got != strconv.Itoa(fp.clauses) {
				t.Errorf("clause/2 finds %s clauses, want %d", got, fp.clauses)
			}
		})
	}
}

// TestMemberFastPathCyclic checks that member/2 on a cyclic list, which
// never ends, stays interruptible: the fast path hands a long run over to
// the clauses instead of looping in Go.
func TestMemberFastPathCyclic(t *testing.T) {
	m := engine.NewMachine()
	if err := Install(m); err != nil {
		t.Fatal(err)
	}
	q := `L = [a,b|L], catch(call_with_time_limit(0.2, member(z, L)), R, true)`
	if got := queryR(t, m, q); got != "time_limit_exceeded" {
		t.Errorf("member/2 on a cyclic list under a time limit: %s", got)
	}
}
