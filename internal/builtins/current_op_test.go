package builtins_test

import "testing"

// currentOpGoals check current_op/3's answers, their order and which of
// them leave a choicepoint (op_sols/2 pairs each answer with det or
// nondet, as call_cleanup/2 tells). With the operator name bound the
// answers come prefix, infix, postfix in both systems and the last is
// deterministic; with it unbound SWI-Prolog enumerates in the order of its
// hash tables, and whether its last answer leaves a choicepoint depends
// on them too (current_op(_, xfx, _) does, current_op(_, fy, _) does
// not), so only the sorted answers and their number are compared; goprolog
// leaves none there either. SWI-Prolog's type_error(integer, P) and
// type_error(atom, T) for a priority or type of the wrong type are not
// compared: goprolog raises ISO's domain errors, which the INRIA suite
// expects.
var currentOpGoals = []string{
	`op_sols(current_op(_, xfx, is), R)`,
	`op_sols(current_op(_, _, is), R)`,
	`op_sols(current_op(700, _, is), R)`,
	`op_sols(current_op(700, xfx, is), R)`,
	`op_sols(current_op(700, xfx, (=..)), R)`,
	`op_sols(current_op(_, _, -), R)`,
	`op_sols(current_op(_, _, +), R)`,
	`op_sols(current_op(_, yfx, -), R)`,
	`op_sols(current_op(200, _, -), R)`,
	`op_sols(current_op(_, _, (\+)), R)`,
	`op_sols(current_op(_, _, (',')), R)`,
	`op_sols(current_op(_, _, '|'), R)`,
	`op_sols(current_op(_, _, mod), R)`,
	`op_sols(current_op(_, _, (:-)), R)`,
	`op_sols(current_op(_, _, (?-)), R)`,
	`op_sols(current_op(_, _, (dynamic)), R)`,
	`op_sols(current_op(_, _, $), R)`,
	`op_sols(current_op(_, _, (:)), R)`,
	`op_sols(current_op(_, _, foo), R)`,
	`op_sols(current_op(_, _, '[]'), R)`,
	`op_sols(current_op(_, _, '{}'), R)`,
	`op_sols(current_op(_, fy, -), R)`,
	`op_sols(current_op(_, xfy, -), R)`,
	`setup_call_cleanup(op(700, fx, is), op_sols(current_op(_, _, is), R), op(0, fx, is))`,
	`setup_call_cleanup((op(200, xfx, foo), op(300, fy, foo)), op_sols(current_op(_, _, foo), R), (op(0, xfx, foo), op(0, fy, foo)))`,
	`setup_call_cleanup(op(0, fy, -), op_sols(current_op(_, _, -), R), op(200, fy, -))`,
	`setup_call_cleanup(op(900, fy, -), op_sols(current_op(_, _, -), R), op(200, fy, -))`,
	`op_summary(current_op(200, _, _), R)`,
	`op_summary(current_op(_, fy, _), R)`,
	`op_summary(current_op(_, xfx, _), R)`,
	`op_summary(current_op(1200, _, _), R)`,
	`op_summary(current_op(_, _, _), R)`,
	`catch(current_op(1201, _, -), error(F, _), true), R = F`,
	`catch(current_op(_, foo, -), error(F, _), true), R = F`,
	`catch(current_op(_, _, 1), error(F, _), true), R = F`,
	`catch(current_op(_, _, f(x)), error(F, _), true), R = F`,
}

const currentOpDriver = `
op_sols(G, Sols) :-
	findall(G-D, (call_cleanup(G, Det = true), (var(Det) -> D = nondet ; D = det)), Sols).
op_summary(G, N-Sorted) :-
	findall(G, G, Gs),
	length(Gs, N),
	msort(Gs, Sorted).
op_run_all :- forall(op_goal(N, G, R), op_run(N, G, R)).
op_run(N, G, R) :-
	format("@@~w~n", [N]),
	catch((call(G) -> Out = R ; Out = failed), E, Out = caught(E)),
	\+ \+ ( numbervars(Out, 0, _), format("~q~n", [Out]) ).
`

// TestCurrentOpDifferential compares current_op/3's answers and their
// determinism with SWI-Prolog, goal by goal.
func TestCurrentOpDifferential(t *testing.T) {
	compareGoals(t, "current_op.pl", currentOpDriver, "op_goal(%d, (%s), R).\n", currentOpGoals, "op_run_all")
}
