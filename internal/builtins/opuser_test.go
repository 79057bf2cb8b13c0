package builtins_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/prolog"
)

// opUserGoals check the order of current_op/3's answers for a bound
// operator name once op/3 has defined some of its classes: SWI-Prolog
// keeps op/3's definitions in module user and lists them before the
// system's (a class op/3 defined, even with priority 0, hides the
// system's definition of that class). Each goal applies op/3 calls in
// turn and takes a snapshot after each; the operators stay changed for
// the goals after it, in both systems. The answers are op(P, T) terms,
// so that an operator being redefined does not change how they print.
// An infix and a postfix definition of one name are not tried here: see
// TestOpInfixPostfixISO.
var opUserGoals = []string{
	`op_seq(-, [op(300, xfx, -), op(100, fx, -), op(200, fy, -), op(500, yfx, -), op(0, fy, -), op(200, fy, -)], R)`,
	`op_seq(is, [op(0, xfx, is), op(700, fx, is), op(700, xfx, is)], R)`,
	`op_seq(dynamic, [op(1200, xfx, dynamic), op(0, xfx, dynamic)], R)`,
	`op_seq((:-), [op(1200, xfx, (:-))], R)`,
	`op_seq((=..), [op(200, xfx, (=..))], R)`,
	`op_seq(^, [op(200, xfy, ^)], R)`,
	`op_seq(+, [op(200, xfx, +), op(100, fy, +)], R)`,
	`op_seq(\, [op(200, xfy, \)], R)`,
	`op_seq(foo, [op(300, fy, foo), op(400, xfx, foo), op(0, fy, foo)], R)`,
	`op_seq(bar, [op(400, xfx, bar), op(300, fy, bar)], R)`,
	`op_seq(baz, [op(100, yf, baz), op(200, fx, baz)], R)`,
	`op_seq(mod, [op(300, fx, mod)], R)`,
	`op_seq(?, [op(500, fx, ?)], R)`,
	`op(700, xfx, qux), op_sols(current_op(_, _, qux), R)`,
	`op_sols(current_op(_, _, -), R)`,
	`op_sols(current_op(_, xfx, -), R)`,
	`op_sols(current_op(500, _, -), R)`,
	`op_sols(current_op(_, _, is), R)`,
	`op_sols(current_op(_, _, dynamic), R)`,
	`catch(op([200, 300], xfx, [a1, a2]), error(E, _), true), R = E`,
	`op(200, xfy, [opa, opb]), op_seq(opa, [op(100, fy, opa)], R)`,
	`findall(N, (current_op(_, _, N), memberchk(N, [foo, bar, baz, qux, opa, opb])), L), msort(L, R)`,
}

const opUserDriver = `
op_list(Name, L) :- findall(op(P, T), current_op(P, T, Name), L).
op_seq(Name, Ops, [Before|Snaps]) :-
	op_list(Name, Before),
	op_snaps(Ops, Name, Snaps).
op_snaps([], _, []).
op_snaps([Op|Ops], Name, [Op=L|Ls]) :-
	catch((call(Op), op_list(Name, L)), error(E, _), L = E),
	op_snaps(Ops, Name, Ls).
op_sols(G, Sols) :-
	G = current_op(P, T, _),
	findall(op(P, T)-D, (call_cleanup(G, Det = true), (var(Det) -> D = nondet ; D = det)), Sols).
op_run_all :- forall(op_goal(N, G, R), op_run(N, G, R)).
op_run(N, G, R) :-
	format("@@~w~n", [N]),
	catch((call(G) -> Out = R ; Out = failed), E, Out = caught(E)),
	\+ \+ ( numbervars(Out, 0, _), write_canonical(Out), nl ).
`

// TestCurrentOpUserOrderDifferential compares the order of current_op/3's
// answers after op/3 with SWI-Prolog, goal by goal.
func TestCurrentOpUserOrderDifferential(t *testing.T) {
	compareGoals(t, "op_user.pl", opUserDriver, "op_goal(%d, (%s), R).\n", opUserGoals, "op_run_all")
}

// TestOpInfixPostfixISO checks that an atom cannot be both an infix and
// a postfix operator: ISO 6.3.4.2 says so and 8.14.3.3 gives the error,
// permission_error(create, operator, Op). SWI-Prolog 9.0.4 accepts both
// (op(200, xf, ++), op(200, xfx, ++) succeeds there); goprolog keeps ISO's
// rule, which the rule "ISO where ISO is explicit" asks for.
func TestOpInfixPostfixISO(t *testing.T) {
	in := prolog.New(prolog.WithStdio(strings.NewReader(""), &strings.Builder{}, &strings.Builder{}))
	for _, c := range []struct{ setup, goal, culprit string }{
		{"op(200, xf, ++)", "op(200, xfx, ++)", "++"},
		{"op(200, xfy, +++)", "op(200, yf, +++)", "+++"},
		{"op(300, xfx, ipf)", "op(300, xf, ipf)", "ipf"},
		{"true", "op(200, xf, -)", "-"},
		{"true", "op(200, yf, is)", "is"},
		{"op(200, xf, pf)", "op(200, xfx, [ok1, pf])", "pf"},
	} {
		if err := in.Exec(context.Background(), c.setup); err != nil {
			t.Fatalf("%s: %v", c.setup, err)
		}
		err := in.Exec(context.Background(), c.goal)
		var pe *prolog.Error
		want := "permission_error(create,operator," + c.culprit + ")"
		if !errors.As(err, &pe) || pe.Formal().String() != want {
			t.Errorf("%s after %s: got %v, want %s", c.goal, c.setup, err, want)
		}
	}
	// A definition removed with priority 0 no longer stands in the way,
	// and removing one is never refused.
	for _, g := range []string{
		"op(200, xf, rm), op(0, xf, rm), op(200, xfx, rm)",
		"op(200, xfx, rm2), op(0, xf, rm2)",
		"op(0, xf, -)",
	} {
		if err := in.Exec(context.Background(), g); err != nil {
			t.Errorf("%s: %v", g, err)
		}
	}
	// Nothing of a refused list is defined.
	if err := in.Exec(context.Background(), `\+ current_op(_, _, ok1)`); err != nil {
		t.Errorf("op/3 defined ok1 before refusing pf: %v", err)
	}
}
