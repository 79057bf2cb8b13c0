package builtins_test

import (
	"fmt"
	"strings"
	"testing"
)

// coGoals are small coroutining goals: freeze/2, frozen/2, dif/2, when/2
// and copy_term/3, each run in goprolog and in SWI-Prolog. The driver
// prints what the goal wrote, whether it succeeded, and copy_term/3 of its
// variables afterwards (the residual constraints).
var coGoals = []string{
	`freeze(X, writeln(woke)), X = 1`,
	`freeze(X, writeln(woke)), writeln(before), X = 1, writeln(after)`,
	`freeze(X, fail), X = 1`,
	`freeze(X, true)`,
	`freeze(X, a), freeze(X, b)`,
	`freeze(X, writeln(x)), X = Y, writeln(bound), Y = 2`,
	`freeze(X, writeln(x)), freeze(Y, writeln(y)), X = Y, writeln(bound), Y = 2`,
	`freeze(1, writeln(now))`,
	`freeze(X, writeln(x)), frozen(X, G)`,
	`X = f(Y), freeze(Y, true), frozen(X, G)`,
	`frozen(_, G)`,
	`dif(X, a), frozen(X, G)`,
	`dif(X, a)`,
	`dif(X, a), X = b`,
	`dif(X, a), X = a`,
	`dif(a, a)`,
	`dif(a, b)`,
	`dif(X, Y), X = Y`,
	`dif(X, Y), X = a, Y = b`,
	`dif(X, Y), X = a, Y = a`,
	`dif(f(X, Y), f(a, b))`,
	`dif(f(X, Y), f(a, b)), X = a`,
	`dif(f(X, Y), f(a, b)), X = a, Y = b`,
	`dif(f(X, Y), f(a, b)), X = c`,
	`dif(f(X, Y), f(Y, X)), X = Y`,
	`dif(f(X, b), f(a, Y)), X = a, Y = c`,
	`dif([X|T], [1,2]), X = 1, T = [2]`,
	`dif(X, Y), X = f(Z), Y = f(W), Z = W`,
	`when(nonvar(X), writeln(w)), X = 1`,
	`when(nonvar(X), writeln(w))`,
	`when(nonvar(X), writeln(w)), X = Y, writeln(m), Y = 1`,
	`when(ground(f(X, Y)), writeln(g)), X = 1, writeln(m), Y = 2`,
	`when(ground(f(X, Y)), writeln(g)), X = 1`,
	`when(?=(X, Y), writeln(d)), X = a, writeln(m), Y = b`,
	`when(?=(X, Y), writeln(d)), X = Y`,
	`when(?=(X, Y), writeln(d))`,
	`when(?=(f(X), f(Y)), writeln(d)), X = a, writeln(m), Y = b`,
	`when(?=(a, b), writeln(d))`,
	`when((nonvar(X), nonvar(Y)), writeln(w)), X = 1, writeln(m), Y = 2`,
	`when((nonvar(X) ; nonvar(Y)), writeln(w)), X = 1, writeln(m), Y = 2`,
	`when((nonvar(X) ; ground(Y)), writeln(w))`,
	`when((nonvar(X), nonvar(Y)), writeln(w))`,
	`when(nonvar(X), fail), X = 1`,
	`when(C, true)`,
	`when(foo, true)`,
	`when((nonvar(_) ; bar), true)`,
	`put_attr(X, my, v), get_attr(X, my, V)`,
	`put_attr(X, my, v), del_attr(X, my)`,
	`copy_term(f(X, Y, X), C, G)`,
	`freeze(X, true), copy_term(f(X, Y), C, G)`,
	`dif(X, Y), copy_term(X, C, G)`,
	`dif(f(X, g(Y)), f(a, g(b)))`,
	`dif(f(X, Y, Z), f(a, b, c)), Y = b`,
	`dif(f(X, Y), f(Y, a))`,
	`dif(X-Y, Y-X)`,
	`freeze(X, writeln(a)), copy_term(X, C, G), C = 1`,
	`freeze(X, writeln(a)), copy_term(X, C, G), maplist(call, G), C = 1`,
}

const coDriver = `
:- style_check(-singleton).
co_run_all :- forall(co_goal(N, G), co_run(N, G)).
co_run(N, G) :-
	format("@@~w~n", [N]),
	term_variables(G, Vs),
	catch((call(G) -> R = yes ; R = no), E, R = caught(E)),
	co_result(R, Out),
	(   Out == yes
	->  copy_term(Vs, C, Gs),
	    \+ \+ ( numbervars(C-Gs, 0, _), format("~q ~q~n", [C, Gs]) )
	;   \+ \+ ( numbervars(Out, 0, _), format("~q~n", [Out]) )
	).
co_result(caught(error(F, _)), err(F)) :- !.
co_result(caught(B), ball(B)) :- !.
co_result(R, R).
`

func coProgram() string {
	var b strings.Builder
	b.WriteString(coDriver)
	for i, g := range coGoals {
		fmt.Fprintf(&b, "co_goal(%d, (%s)).\n", i, g)
	}
	return b.String()
}

// coSections splits the output into the text each goal produced.
func coSections(out string) map[int]string {
	res := map[int]string{}
	parts := strings.Split(out, "@@")
	for _, p := range parts[1:] {
		var n int
		nl := strings.IndexByte(p, '\n')
		if nl < 0 {
			continue
		}
		if _, err := fmt.Sscan(p[:nl], &n); err != nil {
			continue
		}
		res[n] = p[nl+1:]
	}
	return res
}

// TestCoroutiningDifferential compares freeze/2, frozen/2, dif/2, when/2
// and copy_term/3 with SWI-Prolog, goal by goal.
func TestCoroutiningDifferential(t *testing.T) {
	swiOut, ours := runInBoth(t, "co.pl", coProgram(), "co_run_all")
	compareSections(t, coGoals, swiOut, ours)
}

// compareSections compares, goal by goal, the answer sections (see
// coSections) that swipl and goprolog printed for goals.
func compareSections(t *testing.T, goals []string, swiOut, ours string) {
	want, got := coSections(swiOut), coSections(ours)
	for i, g := range goals {
		t.Run(fmt.Sprintf("%02d", i), func(t *testing.T) {
			w, ok := want[i]
			if !ok {
				t.Skipf("swipl gave no answer for %s", g)
			}
			if got[i] != w {
				t.Errorf("%s\n got %s\nwant %s", g, got[i], w)
			}
		})
	}
}
