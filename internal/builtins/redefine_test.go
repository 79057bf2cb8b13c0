package builtins_test

import "testing"

// redefineDriver is a program that defines clauses for system
// predicates. SWI-Prolog 9.0.4 refuses those it marks iso ("No permission
// to modify static procedure", on standard error, not compared) and
// silently lets the others be redefined: the program's definition then
// replaces the system's for the program. The goals tell which definition
// each call reaches and what predicate_property/2 says. (The driver's own
// helpers use format/2, forall/2, catch/3 and findall/3, left alone.)
const redefineDriver = `
nb_getval(mine, 1).
atomic_list_concat(mine, b, c).
string_concat(mine, b, c).
msort(mine, sorted).
succ(mine, 1).
plus(mine, b, c).
between(mine, 1, 2).
is_list(mine).
last(mine, x).
ignore(mine).
atom_to_term(mine, b, c).
print(mine).
assert(mine).
atom_number(mine, 1).
tab(mine).
set_random(mine).
term_to_atom(mine, b).
atom_length(mine, 1).
length(mine, 1).
keysort(mine, b).
sort(mine, b).
numbervars(mine, 0, 1).
phrase(mine, x).
atom_codes(mine, x).
write_canonical(mine).
retractall(mine).
rd_run_all :- forall(rd_goal(N, G, R), rd_run(N, G, R)).
rd_run(N, G, R) :-
	format("@@~w~n", [N]),
	catch((call(G) -> Out = R ; Out = failed), E, (E = error(F, _) -> Out = caught(F) ; Out = caught(E))),
	\+ \+ ( numbervars(Out, 0, _), format("~q~n", [Out]) ).
rd_iso(PI, R) :- PI = N/A, functor(H, N, A), ( predicate_property(H, iso) -> R = iso ; R = not_iso ).
rd_builtin(PI, R) :- PI = N/A, functor(H, N, A), ( predicate_property(H, built_in) -> R = built_in ; R = user ).
`

var redefineGoals = []string{
	// The program's definitions, where SWI-Prolog lets them be.
	`nb_getval(mine, X), R = X`,
	`nb_setval(k, 5), nb_getval(k, X), R = X`,
	`atomic_list_concat(A, B, C), R = A-B-C`,
	`atomic_list_concat([a, b], X), R = X`,
	`string_concat(A, B, C), R = A-B-C`,
	`msort(mine, X), R = X`,
	`msort([b, a], X), R = X`,
	`succ(X, Y), R = X-Y`,
	`succ(1, X), R = X`,
	`plus(1, 2, X), R = X`,
	`plus(A, B, C), R = A-B-C`,
	`findall(X-Y-Z, between(X, Y, Z), L), R = L`,
	`is_list([a]) -> R = yes ; R = no`,
	`is_list(mine) -> R = yes ; R = no`,
	`last(L, X), R = L-X`,
	`atom_number(A, N), R = A-N`,
	`atom_number('12', N), R = N`,
	`set_random(X), R = X`,
	`term_to_atom(T, A), R = T-A`,
	`atom_to_term(A, B, C), R = A-B-C`,
	// The system's, for the predicates SWI-Prolog marks iso.
	`atom_length(abc, N), R = N`,
	`atom_length(mine, N), R = N`,
	`length([a, b], N), R = N`,
	`keysort([b-1, a-2], X), R = X`,
	`sort([b, a, b], X), R = X`,
	`numbervars(f(X, Y), 0, E), R = f(X, Y)-E`,
	`atom_codes(mine, X), R = X`,
	`phrase(([a], [b]), [a, b]) -> R = yes ; R = no`,
	// predicate_property/2.
	`rd_builtin(succ/2, R)`,
	`rd_builtin(plus/3, R)`,
	`rd_builtin(msort/2, R)`,
	`rd_builtin(nb_getval/2, R)`,
	`rd_builtin(atom_length/2, R)`,
	`rd_builtin(length/2, R)`,
	`rd_builtin(nb_setval/2, R)`,
	`findall(PI-R, (member(PI, [format/2, format/1, format/3, assert/1, consult/1, print/1, is_list/1, atom_number/2, writeln/1, succ/2, length/2, keysort/2, sort/2, msort/2, numbervars/3, phrase/2, phrase/3, predicate_property/2, current_predicate/1, subsumes_term/2, term_variables/2, acyclic_term/1, retractall/1, read_term/3, write/2, nl/1, open/4, close/2, put_char/2, char_conversion/2, set_stream_position/2, halt/1, once/1, ignore/1, forall/2, between/3, atom_to_term/3, (dynamic)/1, (discontiguous)/1, (initialization)/1, ',' /2, (*->)/2, (\+)/1, call/8, repeat/0, false/0]), rd_iso(PI, R)), L), R = L`,
}

// TestRedefineSystemDifferential compares which system predicates a
// program may redefine, and what the redefinition does, with SWI-Prolog.
func TestRedefineSystemDifferential(t *testing.T) {
	compareGoals(t, "redefine.pl", redefineDriver, "rd_goal(%d, (%s), R).\n", redefineGoals, "rd_run_all")
}

// dynamicSystemDriver is redefineDriver's runner without its clauses.
const dynamicSystemDriver = `
rd_run_all :- forall(rd_goal(N, G, R), rd_run(N, G, R)).
rd_run(N, G, R) :-
	format("@@~w~n", [N]),
	catch((call(G) -> Out = R ; Out = failed), E, (E = error(F, _) -> Out = caught(F) ; Out = caught(E))),
	\+ \+ ( numbervars(Out, 0, _), format("~q~n", [Out]) ).
`

// dynamicSystemGoals assert, retract and declare dynamic system
// predicates at run time. SWI-Prolog 9.0.4 lets a program do so with
// those it does not mark iso: the first assert, retractall/1 or dynamic/1
// defines a dynamic predicate of module user that hides the system's;
// retract/1 finds no user clause and fails. The iso ones raise
// permission_error(modify, static_procedure, PI). (No goal calls a
// predicate before another replaces it: SWI-Prolog refuses to replace one
// its module user has already resolved, which goprolog does not track.)
var dynamicSystemGoals = []string{
	`assertz(succ(a, b)), succ(a, X), R = X`,
	`succ(1, _) -> R = yes ; R = no`,
	`clause(succ(a, B), Body), R = B-Body`,
	`asserta(plus(1, 2, 4)), findall(Z, plus(1, 2, Z), L), R = L`,
	`predicate_property(plus(_, _, _), dynamic) -> R = dyn ; R = static`,
	`retract(tab(_)) -> R = yes ; R = no`,
	`retract((string_upper(_, _) :- _)) -> R = yes ; R = no`,
	`retract(last(_, _)) -> R = yes ; R = no`,
	`dynamic(string_code/3), (string_code(1, "abc", _) -> R = yes ; R = no)`,
	`assertz(string_code(1, x, y)), string_code(1, x, C), R = C`,
	`retractall(sum_list(_, _)), (predicate_property(sum_list(_, _), dynamic) -> R = dyn ; R = static)`,
	`sum_list([1, 2], S) -> R = S ; R = no`,
	`assertz(msort(x, y)), msort(x, Y), R = Y`,
	`retract(msort(x, Y)), R = Y`,
	`msort([b, a], L) -> R = L ; R = no`,
	`retractall(between(_, _, _)), (between(1, 3, _) -> R = yes ; R = no)`,
	`retract(atom_length(_, _))`,
	`assertz(atom_length(a, 1))`,
	`asserta((length(_, _) :- true))`,
	`dynamic(atom_length/2)`,
	`dynamic([sub_atom/5])`,
	`retractall(keysort(_, _))`,
	`clause(tab(_), B), R = B`,
}

// TestDynamicSystemDifferential compares assert/retract/dynamic on system
// predicates with SWI-Prolog.
func TestDynamicSystemDifferential(t *testing.T) {
	compareGoals(t, "dynsys.pl", dynamicSystemDriver, "rd_goal(%d, (%s), R).\n", dynamicSystemGoals, "rd_run_all")
}
