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
	if b.core() == nil {
		t.Fatal("choice/1 did not run on the core")
	}
	if n := len(b.core().open); n > 1 {
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
// answers. The queries' nodebug/0, a built-in only the engine's solver
// runs, keeps them on the engine, whose calls of first/2 then go through
// the bridge: a query the core runs whole would call first/2 on the core.
func TestBridgeTakesBackCopyingCalls(t *testing.T) {
	em, _ := bridged(t, bridgeProgram)
	p := em.Lookup(engine.Intern("first"), 2)
	if got := once(t, em, "nodebug, numlist(1, 200, L), first(L, X)", "X"); got != "1" {
		t.Fatalf("first: X = %s, want 1", got)
	}
	if !p.HasFastPath() {
		t.Fatal("first/2 has no fast path after its first call")
	}
	once(t, em, "nodebug, numlist(1, 200, L), (between(1, 1000, _), first(L, _), fail ; true)", "")
	if p.HasFastPath() {
		t.Error("first/2 still runs on the core after 1000 calls that copy 400 cells for one inference")
	}
	if got := once(t, em, "first([a,b], X)", "X"); got != "a" {
		t.Errorf("first([a,b], X): X = %s, want a", got)
	}
}

// TestQueryRunsWholeOnTheCore: a query that is a control construct runs
// on the core as one predicate (see nativeGoal), its solutions' terms
// made on the heap, with no call resolved by the engine's solver. A
// findall/3 in it collects on the core: under \+ nothing is copied out;
// elsewhere the list is copied out once, as the query's answer.
func TestQueryRunsWholeOnTheCore(t *testing.T) {
	em, b := bridged(t, bridgeProgram+"num(X) :- between(1, 1000, K), X = n(K, [K]).\n")
	for _, tc := range []struct {
		goal       string
		fewCopies  bool
		wantCopied string
	}{
		{`\+ \+ (findall(X, num(X), L), length(L, 1000))`, true, "nothing"},
		{`(num(X), fail ; true)`, true, "nothing"},
		{`findall(X, num(X), L), length(L, 1000)`, false, "the list"},
		{`findall(X, num(X), L), length(L, N)`, false, "the list"},
	} {
		t.Run(tc.goal, func(t *testing.T) {
			once(t, em, "true", "")
			var before int64
			if b.core() != nil {
				before = b.core().converted
			}
			r, err := parser.ReadTermFromString(em, tc.goal+" .")
			if err != nil {
				t.Fatal(err)
			}
			if _, _, ok := b.nativeGoal(em, r.Term); !ok {
				t.Errorf("the query is not run as a predicate of the core's")
			}
			use := em.SolverUse()
			once(t, em, tc.goal, "")
			copied := b.core().converted - before
			if tc.fewCopies != (copied < 1000) {
				t.Errorf("copied %d argument slots out of the core, want %s", copied, tc.wantCopied)
			}
			if after := em.SolverUse(); after != use {
				t.Errorf("the solver ran %+v, before the query %+v", after, use)
			}
		})
	}
}

// TestGroupsAndTextsOnTheHeap: what built-ins the core runs on the heap
// copy few argument slots out of the core. bagof/3 and setof/3 with a
// free variable group a thousand solutions without copying them out and
// back; phrase/2's check of its lists reads two cells where a call of
// the engine's '$phrase_lists' copied the text whole (60,600 slots for
// 100 parses of 200 words); format/3 reads the code list of its ~s in
// place (300 calls, growing a text to 1,693 codes, copied 727,776
// slots).
func TestGroupsAndTextsOnTheHeap(t *testing.T) {
	for _, tc := range []struct {
		name, program, goal, show, want string
		most                            int64
	}{
		{"bagof groups", "kv(K, V) :- between(1, 1000, V), K is V mod 3.\ngroups(N) :- findall(K-L, setof(V, kv(K, V), L), G), length(G, N).\n",
			"groups(N)", "N", "3", 1000},
		{"phrase lists", "words([]) --> [].\nwords([W|Ws]) --> [W], words(Ws).\n" +
			"parse(K) :- numlist(1, 200, T), between(1, 100, _), phrase(words(Ws), T), length(Ws, K), fail.\nparse(done).\n",
			"parse(N)", "N", "done", 2000},
		{"format codes", "grow(0, \"x\") :- !.\ngrow(N, S) :- N1 is N-1, grow(N1, S1), format(codes(S), \"(~s+~d)\", [S1, N]).\n" +
			"size(L) :- grow(300, S), length(S, L).\n",
			"size(N)", "N", "1693", 3000},
	} {
		t.Run(tc.name, func(t *testing.T) {
			em, b := bridged(t, tc.program)
			if got := once(t, em, tc.goal, tc.show); got != tc.want {
				t.Fatalf("%s: %s = %s, want %s", tc.goal, tc.show, got, tc.want)
			}
			before := b.core().converted
			once(t, em, tc.goal, "")
			if copied := b.core().converted - before; copied >= tc.most {
				t.Errorf("copied %d argument slots out of the core, want fewer than %d", copied, tc.most)
			}
		})
	}
}

// TestMetaCallsWithEffects: a predicate that both meta-calls a goal known
// only at run time and has an effect runs on the core (a goal for the
// engine after the effect is a nested query of the engine's), until the
// program uses CLP(FD), whose constraints a copy of a variable would not
// carry back.
func TestMetaCallsWithEffects(t *testing.T) {
	for _, use := range []string{"use_module(library(clpfd))", "#>(X, 1)"} {
		t.Run(use, func(t *testing.T) {
			em, _ := bridged(t, ":- dynamic(done/0).\ndrive(G, X) :- assertz(done), call(G, X).\n")
			p := em.Lookup(engine.Intern("drive"), 2)
			if got := once(t, em, "drive(=(a), X)", "X"); got != "a" {
				t.Fatalf("drive(=(a), X): X = %s, want a", got)
			}
			if !p.HasFastPath() {
				t.Fatal("drive/2 does not run on the core")
			}
			if got := once(t, em, "drive(call_with_depth_limit(V = 7, 10), _)", "V"); got != "7" {
				t.Fatalf("a goal for the engine after the effect: V = %s, want 7", got)
			}
			once(t, em, use, "")
			if got := once(t, em, "drive(=(b), X)", "X"); got != "b" {
				t.Fatalf("drive(=(b), X) after %s: X = %s, want b", use, got)
			}
			if p.HasFastPath() {
				t.Errorf("drive/2 still runs on the core after %s", use)
			}
		})
	}
}

// TestNestedCores: a goal that a core hands to the engine in the middle
// of its run (here one that calls nodebug/0, after an effect) calls a
// predicate the core runs: the call runs on a second core, one level up,
// and backtracking into it from the first core's run gives its other
// answers, counted as the engine counts them.
func TestNestedCores(t *testing.T) {
	const src = `:- dynamic(done/0).
drive(G, X) :- assertz(done), call(G, X).
limited(X) :- nodebug, gen(X).
gen(X) :- spin(200), sel(X, [a,b,c], _).
sel(X, [X|T], T).
sel(X, [H|T], [H|R]) :- sel(X, T, R).
spin(0) :- !.
spin(N) :- N1 is N-1, spin(N1).
`
	const goal = "findall(X, drive(limited, X), L)"
	em, b := bridged(t, src)
	before := em.Inferences
	if got := once(t, em, goal, "L"); got != "[a,b,c]" {
		t.Fatalf("%s: L = %s, want [a,b,c]", goal, got)
	}
	core := em.Inferences - before
	if len(b.levels) < 2 || b.levels[1] == nil || b.levels[1].preds[functor{engine.Intern("gen"), 1}] == nil {
		t.Fatal("gen/1 did not run on a second core")
	}
	if b.level != 0 {
		t.Errorf("the bridge's level is %d after the query, want 0", b.level)
	}
	plain := plainEngine(t, src)
	before = plain.Inferences
	once(t, plain, goal, "L")
	if engine := plain.Inferences - before; engine != core {
		t.Errorf("%s counted %d inferences on the cores, %d on the engine", goal, core, engine)
	}
}

// TestRepeatOnTheCore: a clause that calls repeat/0 runs on the core
// (the engine's repeat/0 is solver-only), its loop ended by a cut, with
// a counter kept in a global variable, which the core reads and writes
// itself.
func TestRepeatOnTheCore(t *testing.T) {
	em, b := bridged(t, "upto(K, N) :- nb_setval(c, 0), repeat, nb_getval(c, C), N is C + 1, nb_setval(c, N), N >= K, !.\n")
	if got := once(t, em, "upto(1000, N)", "N"); got != "1000" {
		t.Fatalf("upto(1000, N): N = %s, want 1000", got)
	}
	if p := em.Lookup(engine.Intern("upto"), 2); !p.HasFastPath() {
		t.Fatal("upto/2 does not run on the core")
	}
	if b.core().preds[functor{atomWamRepeat, 0}] == nil {
		t.Error("repeat/0 did not compile to the core's '$wam_repeat'")
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

// core returns the bridge's first-level core, nil before a call made it.
func (b *Bridge) core() *Machine {
	if len(b.levels) == 0 {
		return nil
	}
	return b.levels[0]
}

// TestQualifiedClosuresOnTheCore: call/N of a closure Module:Closure,
// which maplist/3 makes for each element when its closure is qualified,
// runs on the core: its extra arguments go inside the qualifier, and
// '$module_goal'/3 decides the goal to call on the heap. A thousand
// calls copy a few slots out of the core, where the engine ran each.
func TestQualifiedClosuresOnTheCore(t *testing.T) {
	// The closure is made at run time: one written out in the clause
	// is resolved when the clause is loaded.
	em, b := bridged(t, bridgeProgram+"inc(X, Y) :- Y is X + 1.\nincs(N, S) :- C = user:inc, numlist(1, N, L), maplist(C, L, R), sum_list(R, S).\n")
	if got := once(t, em, "incs(1000, S)", "S"); got != "501500" {
		t.Fatalf("S = %s, want 501500", got)
	}
	before := b.core().converted
	once(t, em, "incs(1000, S)", "S")
	if copied := b.core().converted - before; copied >= 1000 {
		t.Errorf("copied %d argument slots out of the core for 1000 calls of user:inc", copied)
	}
}

// TestUndefinedCalleesOnTheCore: a predicate whose clauses call a
// predicate that has no definition runs on the core. The call does what
// the flag unknown says when it runs, and a definition the program gives
// the predicate later (an assert) is called.
func TestUndefinedCalleesOnTheCore(t *testing.T) {
	em, _ := bridged(t, `try(R) :- catch(missing(1), error(E, _), true), R = E.
maybe(R) :- ( missing(2) -> R = yes ; R = no ).
later(R) :- assertz(added(3)), added(R).
`)
	for _, tc := range []struct{ goal, show, want string }{
		{"try(R)", "R", "existence_error(procedure,missing/1)"},
		{"maybe(R)", "R", "no"},
		{"later(R)", "R", "3"},
	} {
		t.Run(tc.goal, func(t *testing.T) {
			if tc.goal == "maybe(R)" {
				once(t, em, "set_prolog_flag(unknown, fail)", "")
				defer once(t, em, "set_prolog_flag(unknown, error)", "")
			}
			if got := once(t, em, tc.goal, tc.show); got != tc.want {
				t.Fatalf("%s: %s = %s, want %s", tc.goal, tc.show, got, tc.want)
			}
		})
	}
	for _, name := range []string{"try", "maybe", "later"} {
		if !em.Lookup(engine.Intern(name), 1).HasFastPath() {
			t.Errorf("%s/1 does not run on the core", name)
		}
	}
}

// TestConsultOnTheCore: a predicate that loads a file runs on the core;
// the predicates the file defines are called under the running query, on
// the engine, as the program changed (see Machine.programChanged).
func TestConsultOnTheCore(t *testing.T) {
	part := filepath.Join(t.TempDir(), "part.pl")
	if err := os.WriteFile(part, []byte("loaded(1).\nloaded(2).\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	em, _ := bridged(t, "load(F, L) :- consult(F), findall(X, loaded(X), L).\n")
	if got := once(t, em, "load('"+part+"', L)", "L"); got != "[1,2]" {
		t.Fatalf("load: L = %s, want [1,2]", got)
	}
	if !em.Lookup(engine.Intern("load"), 2).HasFastPath() {
		t.Error("load/2 does not run on the core")
	}
}
