package builtins_test

import (
	"context"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/prolog"
)

// cleanupGoals exercise setup_call_cleanup/3 and call_cleanup/2 at each
// of the ends of their goal: failure, deterministic success, an
// exception, a cut of its choicepoints, and nesting. Each goal's result R
// and the events its goals noted (note/1) are compared with SWI-Prolog.
var cleanupGoals = []string{
	`setup_call_cleanup(true, fail, note(c))`,
	`setup_call_cleanup(note(s), true, note(c)), note(after), R = ok`,
	`setup_call_cleanup(true, member(X, [1,2]), note(c(X))), note(got(X)), X >= 2, R = X`,
	`setup_call_cleanup(true, member(X, [1,2,3]), note(c)), note(got(X)), X == 2, !, R = X`,
	`once(setup_call_cleanup(true, member(X, [1,2,3]), note(c(X)))), R = X`,
	`(setup_call_cleanup(true, member(X, [1,2]), note(c(X))) -> R = X ; R = none)`,
	`\+ setup_call_cleanup(true, fail, note(c)), R = ok`,
	`catch(setup_call_cleanup(true, (member(X, [1,2]), throw(z)), note(c(X))), E, true), R = E`,
	`catch(setup_call_cleanup(true, true, throw(x)), E, true), R = E`,
	`catch(setup_call_cleanup(true, fail, throw(x)), E, true), R = E`,
	`catch((setup_call_cleanup(true, member(_, [1,2]), throw(x)), !), E, true), R = E`,
	`catch(setup_call_cleanup(true, throw(y), throw(x)), E, true), R = E`,
	`setup_call_cleanup(true, true, fail), R = ok`,
	`(setup_call_cleanup(fail, note(g), note(c)) -> R = yes ; R = no)`,
	`setup_call_cleanup(member(S, [a,b]), note(g(S)), note(c(S))), R = S`,
	`findall(X, call_cleanup(member(X, [1,2,3]), note(c)), R)`,
	`call_cleanup(member(_, [1,2]), Det = true), (var(Det) -> R = nondet ; R = det)`,
	`call_cleanup(true, Det = true), R = Det`,
	`setup_call_cleanup(true, X = 1, Y = X), R = Y`,
	`setup_call_cleanup(true, true, member(Z, [1,2])), R = Z`,
	`setup_call_cleanup(true, setup_call_cleanup(true, member(X, [1,2]), note(inner)), note(outer)), !, R = X`,
	`catch(setup_call_cleanup(true, setup_call_cleanup(true, throw(e), note(in)), note(out)), E, true), R = E`,
	`findall(X-Y, setup_call_cleanup(true, (member(X, [1,2]), member(Y, [a,b])), note(c)), R)`,
	`forall(call_cleanup(member(X, [1,2]), note(c)), note(X)), R = done`,
	`catch(setup_call_cleanup(true, true, _), error(F, _), true), R = F`,
	`catch(setup_call_cleanup(true, 1, true), error(F, _), true), R = F`,
	`catch(setup_call_cleanup(true, _, true), error(F, _), true), R = F`,
	`catch(call_cleanup(true, 1), error(F, _), true), R = F`,
	`catch(setup_call_cleanup(S = 1, throw(x), note(c(S))), _, true), R = ok`,
	`catch(setup_call_cleanup(true, (X = 1, throw(x)), note(c(X))), _, true), R = ok`,
	`catch(setup_call_cleanup(Y = 2, (Z = 1, throw(x)), note(c(Y, Z))), _, true), R = ok`,
	`catch(setup_call_cleanup(A = 1, setup_call_cleanup(B = 2, (C = 3, throw(x)), note(in(A, B, C))), note(out(A, B, C))), _, true), R = ok`,
}

const cleanupDriver = `
:- dynamic ev/1.
note(X) :- assertz(ev(X)).
cl_run_all :- forall(cl_goal(N, G, R), cl_run(N, G, R)).
cl_run(N, G, R) :-
	format("@@~w~n", [N]),
	retractall(ev(_)),
	catch((call(G) -> Out = R ; Out = failed), E, Out = caught(E)),
	findall(X, ev(X), Evs),
	\+ \+ ( numbervars(Out-Evs, 0, _), format("~q~n", [Out-Evs]) ).
`

// TestCleanupDifferential compares setup_call_cleanup/3 and
// call_cleanup/2 with SWI-Prolog, goal by goal.
func TestCleanupDifferential(t *testing.T) {
	compareGoals(t, "cleanup.pl", cleanupDriver, "cl_goal(%d, (%s), R).\n", cleanupGoals, "cl_run_all")
}

// TestCleanupOnClose checks that a query abandoned after a solution that
// left choicepoints runs the pending cleanup, as the top level does when
// the user stops asking for more.
func TestCleanupOnClose(t *testing.T) {
	var out strings.Builder
	in := prolog.New(prolog.WithStdio(strings.NewReader(""), &out, &out))
	sols, err := in.Query(context.Background(), `setup_call_cleanup(true, member(X, [1,2,3]), write(cleanup))`)
	if err != nil {
		t.Fatal(err)
	}
	if !sols.Next() {
		t.Fatalf("no first solution: %v", sols.Err())
	}
	if !sols.More() {
		t.Fatal("member/2 left no choicepoint after its first solution")
	}
	in.Flush()
	if got := out.String(); got != "" {
		t.Fatalf("cleanup ran before the query was closed: %q", got)
	}
	sols.Close()
	in.Flush()
	if got := out.String(); got != "cleanup" {
		t.Errorf("after Close the output is %q, want %q", got, "cleanup")
	}
}
