package builtins_test

import (
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/builtins"
	"github.com/goprolog/goprolog/internal/engine"
)

// refDriver runs each goal and prints its answer R, whether it left a
// choicepoint (det or nondet), or failed, or the formal term of the
// error it raised. Database references print as addresses, which differ
// between systems and runs: rr_clean/2 replaces each by ref(Kind), with
// the kind blob/2 gives, before printing. Every goal starts with no
// clauses for d/1, e/1 and saved/1 and no records.
const refDriver = `
:- set_prolog_flag(double_quotes, codes).
:- dynamic d/1, e/1, saved/1.
st(1).
st(2).
rr_run_all :- forall(rr_goal(N, G, R), rr_run(N, G, R)).
rr_run(N, G, R) :-
	format("@@~w~n", [N]),
	retractall(d(_)), retractall(e(_)), retractall(saved(_)),
	forall(recorded(_, _, Ref), erase(Ref)),
	catch(rr_call(G, R, Out), E, rr_error(E, Out)),
	rr_clean(Out, C),
	\+ \+ ( numbervars(C, 0, _), format("~q~n", [C]) ).
rr_call(G, R, Out) :-
	(   call_cleanup(G, Det = true),
	    ( Det == true -> D = det ; D = nondet )
	->  Out = D-R
	;   Out = failed
	).
rr_error(error(F, _), error(F)) :- !.
rr_error(E, caught(E)).
rr_clean(T, C) :- blob(T, K), K \== text, K \== reserved_symbol, !, C = ref(K).
rr_clean(T, C) :- compound(T), !, T =.. [F|As], rr_clean_list(As, Cs), C =.. [F|Cs].
rr_clean(T, T).
rr_clean_list([], []).
rr_clean_list([A|As], [C|Cs]) :- rr_clean(A, C), rr_clean_list(As, Cs).
`

// refGoals exercise clause references: assert/2, asserta/2, assertz/2,
// clause/3 in both modes, erase/1 and instance/2, what kind of term a
// reference is, how it prints, and the errors.
var refGoals = []string{
	// What assert/2 gives, and clause/3 and instance/2 with it.
	`assertz(d(1), Ref), clause(H, B, Ref), R = H-B`,
	`assertz((d(X) :- X > 1, e(X)), Ref), clause(H, B, Ref), R = H-B`,
	`assertz((d(G) :- G), Ref), clause(H, B, Ref), R = H-B`,
	`asserta(d(1), Ref), assertz(d(2)), asserta(d(0)), findall(X, d(X), L), clause(H, _, Ref), R = L-H`,
	`assert(d(1), Ref), assertz(d(2)), findall(X, d(X), L), instance(Ref, I), R = L-I`,
	`assertz((d(X) :- X > 1, e(X)), Ref), instance(Ref, R)`,
	`assertz(d(1), Ref), clause(d(1), true, Ref), R = yes`,
	`assertz(d(1), Ref), (clause(d(2), _, Ref) -> R = yes ; R = no)`,
	`assertz(d(1), Ref), (clause(e(_), _, Ref) -> R = yes ; R = no)`,
	`assertz(d(1), Ref), (clause(d(1), fail, Ref) -> R = yes ; R = no)`,
	`assertz(d(1), Ref), (clause(1, _, Ref) -> R = yes ; R = no)`,
	// What a reference is.
	`assertz(d(1), Ref), findall(T, (member(T, [atom, atomic, compound, callable, var, number, is_list, ground]), call(T, Ref)), R)`,
	`assertz(d(1), Ref), blob(Ref, R)`,
	`recorda(k, v, Ref), blob(Ref, R)`,
	`findall(X-K, (member(X, [a, [], '[]', 1, 1.5, f(x), _]), blob(X, K)), R)`,
	`assertz(d(1), Ref), copy_term(f(Ref, X), C), C = f(Ref2, _), (Ref == Ref2 -> R = same ; R = differs), X = x`,
	`assertz(d(1), R1), assertz(d(2), R2), (R1 == R2 -> R = same ; R = differs)`,
	`assertz(d(1), R1), clause(d(1), true, R2), (R1 == R2 -> R = same ; R = differs)`,
	`assertz(d(1), R1), findall(Ref, clause(d(_), _, Ref), [R2]), (R1 == R2 -> R = same ; R = differs)`,
	`assertz(d(1), Ref), functor(Ref, N, A), (N == Ref -> R = A ; R = N/A)`,
	`assertz(d(1), Ref), Ref =.. L, (L == [Ref] -> R = yes ; R = L)`,
	`assertz(d(1), Ref), atom_string(s, S), msort([a, f(x), Ref, S, 1], R)`,
	`recorda(k, v, Ref), atom_string(s, S), msort([a, f(x), Ref, S, 1], R)`,
	`assertz(d(1), Ref), compare(O1, Ref, ''), compare(O2, Ref, 9), compare(O3, Ref, f(x)), R = [O1, O2, O3]`,
	`assertz(d(1), Ref), R1 = Ref, (R1 = Ref -> R = unifies ; R = no)`,
	`assertz(d(1), R1), assertz(d(2), R2), (R1 = R2 -> R = unifies ; R = no)`,
	`assertz(d(1), Ref), term_to_atom(f(Ref), A), sub_atom(A, 0, 12, _, R)`,
	`assertz(d(1), Ref), format(atom(A), "~w", [Ref]), sub_atom(A, 0, 11, _, R)`,
	`assertz(d(1), Ref), format(atom(A), "~q", [a=Ref]), sub_atom(A, 0, 13, _, R)`,
	`assertz(d(1), Ref), format(atom(A), "~p", [- Ref]), sub_atom(A, 0, 12, _, R)`,
	`assertz(d(1), Ref), format(atom(A), "~k", [[Ref]]), sub_atom(A, 0, 12, _, R)`,
	`recorda(k, v, Ref), format(atom(A), "~q", [Ref]), sub_atom(A, 0, 11, _, R)`,
	`assertz(d(1), Ref), format(atom(A), "~w", [Ref]), atom_length(A, L), sub_atom(A, 11, _, 1, Hex), sub_atom(A, _, 1, 0, Close), (atom_codes(Hex, Cs), forall(member(C, Cs), code_type(C, xdigit(_))) -> R = hex(Close) ; R = A-L)`,
	// A reference kept in a term, in the database and in a record.
	`assertz(d(1), Ref), assertz(saved(Ref)), saved(X), erase(X), findall(Y, d(Y), R)`,
	`assertz(d(1), Ref), recordz(k, f(Ref)), recorded(k, f(X)), instance(X, R)`,
	`assertz(d(1), Ref), nb_setval(rr_ref, Ref), nb_getval(rr_ref, X), erase(X), findall(Y, d(Y), R)`,
	// Erasing.
	`assertz(d(1), Ref), assertz(d(2)), erase(Ref), findall(X, d(X), R)`,
	`assertz(d(1), Ref), erase(Ref), (erase(Ref) -> R = yes ; R = no)`,
	`assertz(d(1), Ref), erase(Ref), (clause(_, _, Ref) -> R = yes ; R = no)`,
	`assertz(d(1), Ref), erase(Ref), (instance(Ref, _) -> R = yes ; R = no)`,
	`assertz(d(1), Ref), retract(d(1)), (erase(Ref) -> R = yes ; R = no)`,
	`assertz(d(1), Ref), retract(d(1)), (clause(_, _, Ref) -> R = yes ; R = no)`,
	`assertz(d(1), Ref), retractall(d(_)), (instance(Ref, _) -> R = yes ; R = no)`,
	`assertz(e(1), Ref), abolish(e/1), (erase(Ref) -> A = yes ; A = no), (clause(_, _, Ref) -> B = yes ; B = no), R = A-B`,
	`clause(st(1), true, Ref), erase(Ref)`,
	`clause(st(1), true, Ref), clause(H, B, Ref), R = H-B`,
	// A reference stays valid when other clauses go.
	`assertz(d(1)), assertz(d(2), Ref), assertz(d(3)), retract(d(1)), retract(d(3)), clause(H, _, Ref), R = H`,
	`forall(between(1, 40, I), assertz(d(I))), assertz(d(41), Ref), forall(between(1, 40, I), retract(d(I))), clause(H, _, Ref), erase(Ref), findall(X, d(X), L), R = H-L`,
	`assertz(d(1), R1), asserta(d(0), R0), assertz(d(2), R2), erase(R1), clause(A, _, R0), clause(B, _, R2), findall(X, d(X), L), R = A-B-L`,
	// The logical update view: a call that began before an erase still
	// sees the clause.
	`assertz(d(1)), assertz(d(2), Ref), assertz(d(3)), findall(X, (d(X), (X == 1 -> erase(Ref) ; true)), L), findall(X, d(X), M), R = L-M`,
	`assertz(d(1)), assertz(d(2), Ref), findall(X, (clause(d(X), true), (X == 1 -> erase(Ref) ; true)), R)`,
	`assertz(d(1)), assertz(d(2)), findall(X, (clause(d(X), true, Ref), erase(Ref)), L), findall(X, d(X), M), R = L-M`,
	`assertz(d(1), Ref), findall(X, (d(X), assertz(d(2)), erase(Ref)), L), findall(X, d(X), M), R = L-M`,
	// clause/3 enumerating, and its choicepoints.
	`findall(X-B, clause(st(X), B, _), R)`,
	`clause(st(X), _, _), R = X`,
	`clause(st(2), B, _), R = B`,
	`assertz(d(1)), assertz((d(2) :- true, e(1))), findall(H-B-H2, (clause(d(H), B, Ref), clause(H2, _, Ref)), R)`,
	`assertz(d(1)), assertz(d(2)), clause(d(2), _, Ref), clause(H, _, Ref), R = H`,
	`assertz(d(1)), (clause(d(_), 1, _) -> R = yes ; R = no)`,
	`(clause(nosuch(_), _, _) -> R = yes ; R = no)`,
	// Errors.
	`assertz(d(1), bar)`,
	`assertz(d(1), Ref), assertz(d(2), Ref)`,
	`assertz(_, _)`,
	`assertz(1, _)`,
	`asserta(_, foo)`,
	`assertz((d(1) :- 1), _)`,
	`assertz((d(1) :- _), _)`,
	`assertz(atom_length(_, _), _)`,
	`asserta(atom_length(_, _), _)`,
	`erase(_)`,
	`erase(foo)`,
	`erase(1)`,
	`erase(f(x))`,
	`instance(_, _)`,
	`instance(foo, _)`,
	`instance(3, _)`,
	`clause(_, _, foo)`,
	`clause(_, _, f(_))`,
	`clause(_, _, _)`,
	`clause(1, _, _)`,
	`clause(atom_length(_, _), _, _)`,
	`recorda(k, v, Ref), clause(_, _, Ref)`,
	`assertz(d(1), Ref), recorded(_, _, Ref)`,
	`assertz(d(1), Ref), recorded(k, _, Ref)`,
}

// TestClauseRefDifferential compares clause references with SWI-Prolog,
// goal by goal.
func TestClauseRefDifferential(t *testing.T) {
	compareGoals(t, "refs.pl", refDriver, "rr_goal(%d, (%s), R).\n", refGoals, "rr_run_all")
}

// TestRefErrorMessages checks how the message of an uncaught error names
// a reference and its type, as SWI-Prolog 9 does: "Type error:
// `db_reference' expected, found `<clause>(0x...)' (a clause_reference)".
func TestRefErrorMessages(t *testing.T) {
	m := engine.NewMachine()
	c, err := m.AddClause(engine.Intern("p"), true)
	if err != nil {
		t.Fatal(err)
	}
	r := engine.NewRecord(engine.Intern("v"), 1)
	for _, tc := range []struct {
		ref  engine.Term
		text string
	}{
		{c, c.String() + "' (a clause_reference)"},
		{r, r.String() + "' (a record_reference)"},
	} {
		msg := builtins.ErrorMessage(engine.TypeError("text", tc.ref).Ball)
		if want := "Type error: `text' expected, found `" + tc.text; !strings.Contains(msg, want) {
			t.Errorf("message %q, want it to contain %q", msg, want)
		}
	}
}
