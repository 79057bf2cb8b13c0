package builtins_test

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/goprolog/goprolog/prolog"
)

// randomGoals exercise the random-number predicates where the outcome
// does not depend on the numbers drawn: errors (only the formal term is
// compared, except where the context is SWI-Prolog's own), failure, the
// types and ranges of results, every value turning up in 300 draws, and a
// sequence drawn twice from one seed being the same. Each is
// run in goprolog and in SWI-Prolog, and its variable R printed.
var randomGoals = []string{
	// random_between/3
	`random_between(1, 1, R)`,
	`random_between(-5, -5, R)`,
	`(random_between(3, 1, _) -> R = yes ; R = no)`,
	`random_between(1, 2, X), (between(1, 2, X) -> R = in ; R = X)`,
	`findall(X, (between(1, 300, _), random_between(1, 3, X)), L), sort(L, R)`,
	`L is -(2^63), H is 2^63-1, random_between(L, H, X), (integer(X), X >= L, X =< H -> R = in ; R = X)`,
	`L is -(2^63), H is 2^63, random_between(L, H, X), (integer(X), X >= L, X =< H -> R = in ; R = X)`,
	`L is 2^64, H is 2^64+1, findall(X, (between(1, 100, _), random_between(L, H, X)), Xs), sort(Xs, S), R = S`,
	`(random_between(1, 2, a) -> R = yes ; R = no)`,
	`(random_between(1, 1, 1.0) -> R = yes ; R = no)`,
	`catch(random_between(a, 1, _), error(F, _), true), R = F`,
	`catch(random_between(1, a, _), error(F, _), true), R = F`,
	`catch(random_between(_, 1, _), error(F, _), true), R = F`,
	`catch(random_between(1, _, _), error(F, _), true), R = F`,
	`catch(random_between(1.0, 2, _), error(F, _), true), R = F`,
	`catch(random_between(1, 2^70, _), error(F, _), true), R = F`,
	// random/1 and the evaluable functions random/1 and random_float
	`random(X), (float(X), X > 0.0, X < 1.0 -> R = ok ; R = X)`,
	`(random(a) -> R = yes ; R = no)`,
	`(random(1) -> R = yes ; R = no)`,
	`X is random(1), R = X`,
	`X is random(10), (integer(X), X >= 0, X < 10 -> R = ok ; R = X)`,
	`X is random(2^70), (integer(X), X >= 0, X < 2^70 -> R = ok ; R = X)`,
	`findall(X, (between(1, 300, _), X is random(3)), L), sort(L, R)`,
	`X is random_float, (float(X), X > 0.0, X < 1.0 -> R = ok ; R = X)`,
	`catch(_ is random(0), E, true), R = E`,
	`catch(_ is random(-1), E, true), R = E`,
	`catch(_ is random(1.5), E, true), R = E`,
	`catch(_ is random(a), error(F, _), true), R = F`,
	// set_random/1, random_property/1, getrand/1, setrand/1
	`set_random(seed(42)), R = ok`,
	`set_random(seed(random)), R = ok`,
	`set_random(seed(-1)), set_random(seed(0)), R = ok`,
	`X is 2^100, set_random(seed(X)), R = ok`,
	`catch(set_random(_), error(F, _), true), R = F`,
	`catch(set_random(seed(_)), error(F, context(_, M)), true), R = F-M`,
	`catch(set_random(seed(a)), error(F, context(_, M)), true), R = F-M`,
	`catch(set_random(seed(1.5)), error(F, context(_, M)), true), R = F-M`,
	`catch(set_random(seed(f(x))), error(F, context(_, M)), true), R = F-M`,
	`catch(set_random(seed([])), error(F, context(_, M)), true), R = F-M`,
	`catch(set_random(foo), error(F, _), true), R = F`,
	`catch(set_random(1), error(F, _), true), R = F`,
	`catch(set_random(foo(1)), error(F, _), true), R = F`,
	`catch(set_random(seed(1, 2)), error(F, _), true), R = F`,
	`catch(set_random(state(_)), error(F, _), true), R = F`,
	`catch(set_random(state(foo)), error(F, _), true), R = F`,
	`set_random(seed(7)), findall(X, (between(1, 5, _), X is random(1000)), A), set_random(seed(7)), findall(X, (between(1, 5, _), X is random(1000)), B), (A == B -> R = same ; R = A-B)`,
	`S = seed(99), set_random(S), random_between(1, 1000000, A1), random(A2), A3 is random(10^20), set_random(S), random_between(1, 1000000, B1), random(B2), B3 is random(10^20), (A1-A2-A3 == B1-B2-B3 -> R = same ; R = differ)`,
	`random_property(state(S)), findall(X, (between(1, 5, _), X is random(1000)), A), set_random(state(S)), findall(X, (between(1, 5, _), X is random(1000)), B), (A == B -> R = same ; R = A-B)`,
	`(random_property(foo) -> R = yes ; R = no)`,
	`(random_property(_) -> R = yes ; R = no)`,
	`(random_property(state(a)) -> R = yes ; R = no)`,
	`getrand(S), findall(X, (between(1, 5, _), X is random(1000)), A), setrand(S), findall(X, (between(1, 5, _), X is random(1000)), B), (A == B -> R = same ; R = A-B)`,
	`setrand(rand(1, 2, 3)), X1 is random(1000), setrand(rand(1, 2, 3)), X2 is random(1000), (X1 == X2 -> R = same ; R = X1-X2)`,
	`catch(setrand(_), error(F, _), true), R = F`,
	`catch(setrand(rand(a, 1, 2)), error(F, _), true), R = F`,
	`catch(setrand(foo), error(F, _), true), R = F`,
}

const randomDriver = `
rnd_run_all :- forall(rnd_goal(N, G, R), rnd_run(N, G, R)).
rnd_run(N, G, R) :-
	format("@@~w~n", [N]),
	catch((call(G) -> Out = R ; Out = failed), E, Out = caught(E)),
	\+ \+ ( numbervars(Out, 0, _), format("~q~n", [Out]) ).
`

// TestRandomDifferential compares the random-number predicates with
// SWI-Prolog, goal by goal.
func TestRandomDifferential(t *testing.T) {
	compareGoals(t, "random.pl", randomDriver, "rnd_goal(%d, (%s), R).\n", randomGoals, "rnd_run_all")
}

// rndDraws prints a sequence drawn by every kind of random-number
// predicate and function, one item a line, so that two sequences can be
// compared.
const rndDraws = `forall(between(1, 5, _), (random_between(1, 1000000000, X), writeln(X))),
	forall(between(1, 5, _), (random(F), writeln(F))),
	forall(between(1, 3, _), (B is random(10^30), writeln(B))),
	forall(between(1, 3, _), (G is random_float, writeln(G)))`

// rndInterp returns a fresh interpreter and the buffer its output goes to.
func rndInterp() (*prolog.Interpreter, *strings.Builder) {
	var out strings.Builder
	return prolog.New(prolog.WithStdio(strings.NewReader(""), &out, &out)), &out
}

// rndRun runs goal in in and returns what it printed since the last call.
func rndRun(t *testing.T, in *prolog.Interpreter, out *strings.Builder, goal string) string {
	t.Helper()
	out.Reset()
	if err := in.Exec(context.Background(), goal); err != nil {
		t.Fatalf("%s: %v", goal, err)
	}
	in.Flush()
	return out.String()
}

// TestRandomSeedReproducible checks that set_random(seed(42)) gives two
// fresh interpreters the same sequence from every predicate and
// function that draws, and that another seed gives another.
func TestRandomSeedReproducible(t *testing.T) {
	a, aOut := rndInterp()
	b, bOut := rndInterp()
	c, cOut := rndInterp()
	seqA := rndRun(t, a, aOut, "set_random(seed(42)), "+rndDraws)
	seqB := rndRun(t, b, bOut, "set_random(seed(42)), "+rndDraws)
	seqC := rndRun(t, c, cOut, "set_random(seed(43)), "+rndDraws)
	if n := strings.Count(seqA, "\n"); n != 16 {
		t.Fatalf("seed 42 drew %d lines, want 16:\n%s", n, seqA)
	}
	if seqA != seqB {
		t.Errorf("two interpreters seeded with 42 drew different sequences:\n%s\nand\n%s", seqA, seqB)
	}
	if seqA == seqC {
		t.Errorf("seeds 42 and 43 drew the same sequence:\n%s", seqA)
	}
	// A big seed is used whole, not cut to a machine word.
	big1 := rndRun(t, a, aOut, "Seed is 2^100+1, set_random(seed(Seed)), "+rndDraws)
	big2 := rndRun(t, b, bOut, "Seed is 2^100+2^80+1, set_random(seed(Seed)), "+rndDraws)
	if big1 == big2 {
		t.Errorf("seeds 2^100+1 and 2^100+2^80+1 drew the same sequence:\n%s", big1)
	}
}

// TestRandomPerInterpreter checks that interpreters do not share a
// generator: what one draws, and reseeding it, leave another's sequence
// as it would be alone.
func TestRandomPerInterpreter(t *testing.T) {
	draw := "forall(between(1, 5, _), (X is random(1000000000), writeln(X)))"
	ref, refOut := rndInterp()
	want := rndRun(t, ref, refOut, "set_random(seed(42)), "+draw+", "+draw)

	a, aOut := rndInterp()
	b, bOut := rndInterp()
	rndRun(t, a, aOut, "set_random(seed(42))")
	rndRun(t, b, bOut, "set_random(seed(42))")
	got := rndRun(t, a, aOut, draw)
	got2 := rndRun(t, b, bOut, draw)
	if got != got2 {
		t.Errorf("after the other drew, an interpreter seeded with 42 drew\n%s\nnot\n%s", got2, got)
	}
	rndRun(t, a, aOut, "set_random(seed(7)), "+draw)
	got2 += rndRun(t, b, bOut, draw)
	if got2 != want {
		t.Errorf("reseeding one interpreter changed another's sequence: got\n%s\nwant\n%s", got2, want)
	}

	// Unseeded interpreters start from different seeds.
	big := "forall(between(1, 3, _), (X is random(2^62), writeln(X)))"
	u1, u1Out := rndInterp()
	u2, u2Out := rndInterp()
	if s1, s2 := rndRun(t, u1, u1Out, big), rndRun(t, u2, u2Out, big); s1 == s2 {
		t.Errorf("two unseeded interpreters drew the same sequence:\n%s", s1)
	}
}

// TestRandomConcurrentInterpreters runs interpreters seeded alike on
// several goroutines at once: each must draw the sequence it draws alone
// (and the race detector sees any state they share).
func TestRandomConcurrentInterpreters(t *testing.T) {
	goal := "set_random(seed(5)), forall(between(1, 2000, _), (random_between(1, 1000, X), Y is random(1000), random(F), _ = X-Y-F)), " + rndDraws
	ref, refOut := rndInterp()
	want := rndRun(t, ref, refOut, goal)
	const n = 4
	got := make([]string, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			in, out := rndInterp()
			errs[i] = in.Exec(context.Background(), goal)
			in.Flush()
			got[i] = out.String()
		}()
	}
	wg.Wait()
	for i := range n {
		if errs[i] != nil {
			t.Fatalf("interpreter %d: %v", i, errs[i])
		}
		if got[i] != want {
			t.Errorf("interpreter %d drew\n%s\nnot\n%s", i, got[i], want)
		}
	}
}

// TestRandomRedefinable checks that a program may define its own
// random/1 or random_between/3, as it may any predicate SWI-Prolog
// autoloads, while set_random/1, a system predicate, stays protected.
func TestRandomRedefinable(t *testing.T) {
	in, out := rndInterp()
	if err := in.ConsultString("mine.pl", "random(mine).\nrandom_between(_, _, mine).\n"); err != nil {
		t.Fatalf("consult: %v\n%s", err, out.String())
	}
	if got := rndRun(t, in, out, "random(X), random_between(1, 2, Y), write(X-Y)"); got != "mine-mine" {
		t.Errorf("the program's random/1 and random_between/3 gave %q, want %q", got, "mine-mine")
	}
	in2, out2 := rndInterp()
	if err := in2.ConsultString("bad.pl", "set_random(x).\n"); err == nil && !strings.Contains(out2.String(), "No permission") {
		t.Errorf("a program redefined set_random/1: %q", out2.String())
	}
}

// TestRandomState checks that a state from random_property/1 restores
// the sequence that followed it, in the same interpreter and in another.
func TestRandomState(t *testing.T) {
	draw := "forall(between(1, 5, _), (X is random(1000000000), writeln(X)))"
	a, aOut := rndInterp()
	b, bOut := rndInterp()
	state := rndRun(t, a, aOut, "random_property(state(S)), print(S)")
	want := rndRun(t, a, aOut, draw)
	if got := rndRun(t, a, aOut, "set_random(state("+state+")), "+draw); got != want {
		t.Errorf("after restoring its state an interpreter drew\n%s\nnot\n%s", got, want)
	}
	if got := rndRun(t, b, bOut, "set_random(state("+state+")), "+draw); got != want {
		t.Errorf("another interpreter given the state drew\n%s\nnot\n%s", got, want)
	}
}
