package wam

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/builtins"
	"github.com/goprolog/goprolog/internal/engine"
	"github.com/goprolog/goprolog/internal/parser"
)

// bridged returns an engine machine with the built-ins, the program src
// consulted, and a Bridge installed.
func bridged(t *testing.T, src string) (*engine.Machine, *Bridge) {
	t.Helper()
	em := engine.NewMachine()
	if err := builtins.Install(em); err != nil {
		t.Fatal(err)
	}
	b := Install(em)
	file := filepath.Join(t.TempDir(), "prog.pl")
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := builtins.Consult(em, engine.Intern(file)); err != nil {
		t.Fatal(err)
	}
	return em, b
}

// once runs goal (text) to its first solution and returns the value of
// the variable named show in it, written.
func once(t *testing.T, em *engine.Machine, goal, show string) string {
	t.Helper()
	r, err := parser.ReadTermFromString(em, goal+" .")
	if err != nil {
		t.Fatal(err)
	}
	q := em.Solve(r.Term)
	defer q.Close()
	ok, err := q.Next()
	if err != nil || !ok {
		t.Fatalf("%s: %v %v", goal, ok, err)
	}
	for _, v := range r.Vars {
		if v.Name == show {
			return engine.Format(v.Var, engine.WriteOptions{})
		}
	}
	return ""
}

const bridgeProgram = `
sel(X, [X|T], T).
sel(X, [H|T], [H|R]) :- sel(X, T, R).
perm([], []).
perm(L, [X|P]) :- sel(X, L, R), perm(R, P).
first([X|_], X).
val(1).
get(X) :- val(X).
spin(0) :- !.
spin(N) :- N1 is N-1, spin(N1).
choice(X) :- spin(100), sel(X, [a,b,c], _).
`

// TestBridgeClosesDeadQueries: a query whose redo the engine cut (once/1)
// is closed when the next call begins, so a loop of them holds at most
// one open query, not one per iteration.
func TestBridgeClosesDeadQueries(t *testing.T) {
	em, b := bridged(t, bridgeProgram)
	once(t, em, "(between(1, 2000, _), once(choice(_)), fail ; true)", "")
	if b.m == nil {
		t.Fatal("choice/1 did not run on the core")
	}
	if n := len(b.m.open); n > 1 {
		t.Errorf("%d queries open after 2000 calls under once/1", n)
	}
}

// TestBridgeProgramChange: a predicate redefined after it ran on the core
// runs its new clauses.
func TestBridgeProgramChange(t *testing.T) {
	em, _ := bridged(t, bridgeProgram)
	if got := once(t, em, "get(X)", "X"); got != "1" {
		t.Fatalf("get(X): X = %s, want 1", got)
	}
	val := em.Lookup(engine.Intern("val"), 1)
	em.Retire(val)
	if _, err := em.AddClause(engine.NewCompound(engine.Intern("val"), engine.MakeInt(2)), true); err != nil {
		t.Fatal(err)
	}
	if got := once(t, em, "get(X)", "X"); got != "2" {
		t.Errorf("get(X) after val/1 changed: X = %s, want 2", got)
	}
}

// TestBridgeTakesBackCopyingCalls: a predicate whose calls from the
// engine copy far more than they run (first/2 of a long list) goes back
// to its clauses after accountEvery calls, and keeps giving the same
// answers. The queries' b_setval/2, a built-in only the engine's solver
// runs, keeps them on the engine, whose calls of first/2 then go through
// the bridge: a query the core runs whole would call first/2 on the core.
func TestBridgeTakesBackCopyingCalls(t *testing.T) {
	em, _ := bridged(t, bridgeProgram)
	p := em.Lookup(engine.Intern("first"), 2)
	if got := once(t, em, "b_setval(v, 0), numlist(1, 200, L), first(L, X)", "X"); got != "1" {
		t.Fatalf("first: X = %s, want 1", got)
	}
	if !p.HasFastPath() {
		t.Fatal("first/2 has no fast path after its first call")
	}
	once(t, em, "b_setval(v, 0), numlist(1, 200, L), (between(1, 1000, _), first(L, _), fail ; true)", "")
	if p.HasFastPath() {
		t.Error("first/2 still runs on the core after 1000 calls that copy 400 cells for one inference")
	}
	if got := once(t, em, "first([a,b], X)", "X"); got != "a" {
		t.Errorf("first([a,b], X): X = %s, want a", got)
	}
}

// TestQueryRunsWholeOnTheCore: a query that is a control construct runs
// on the core as one predicate (see nativeGoal), its solutions' terms
// made on the heap; a findall/3 in it collects on the core under \+,
// where nothing is copied out, and on the engine elsewhere, where each
// solution of the goal it calls is copied out of the core.
func TestQueryRunsWholeOnTheCore(t *testing.T) {
	em, b := bridged(t, bridgeProgram+"num(X) :- between(1, 1000, K), X = n(K, [K]).\n")
	for _, tc := range []struct {
		goal       string
		fewCopies  bool
		wantCopied string
	}{
		{`\+ \+ (findall(X, num(X), L), length(L, 1000))`, true, "nothing"},
		{`(num(X), fail ; true)`, true, "nothing"},
		{`findall(X, num(X), L), length(L, 1000)`, false, "each solution"},
	} {
		t.Run(tc.goal, func(t *testing.T) {
			once(t, em, "true", "")
			var before int64
			if b.m != nil {
				before = b.m.converted
			}
			once(t, em, tc.goal, "")
			copied := b.m.converted - before
			if tc.fewCopies != (copied < 1000) {
				t.Errorf("copied %d argument slots out of the core, want %s", copied, tc.wantCopied)
			}
		})
	}
}

// TestOnOriginalsNeverOnCopies: setarg/3 meta-called on the core after
// an effect must not change a copy of the core's term and succeed: the
// engine runs the call, or it is an error.
func TestOnOriginalsNeverOnCopies(t *testing.T) {
	em, _ := bridged(t, ":- dynamic(foo/0).\nt2(G1, G2) :- call(G1), call(G2).\n")
	r, err := parser.ReadTermFromString(em, "A = g(1), X = f(A, A), copy_term(X, C), C = f(P, _), t2(assertz(foo), setarg(1, P, z)) .")
	if err != nil {
		t.Fatal(err)
	}
	q := em.Solve(r.Term)
	defer q.Close()
	ok, err := q.Next()
	if err == nil && ok {
		for _, v := range r.Vars {
			if v.Name == "C" {
				if got := engine.Format(v.Var, engine.WriteOptions{}); got != "f(g(z),g(z))" {
					t.Errorf("C = %s, want f(g(z),g(z)) or an error", got)
				}
			}
		}
		return
	}
	var ex *engine.Exception
	if !errors.As(err, &ex) || !strings.Contains(engine.Format(ex.Ball, engine.WriteOptions{}), "system_error") {
		t.Errorf("got %v %v, want C = f(g(z),g(z)) or a system error", ok, err)
	}
}
