package builtins_test

import "testing"

// listingProgram's clauses list with their source variable names in
// SWI-Prolog 9. It avoids a body that begins with Var = Term for a head
// argument Var, and grammar rules that begin with terminals: SWI-Prolog
// moves such unifications into the head (its optimise_unify), so that
// clause/2 no longer gives the clause as written, where goprolog keeps
// to ISO's clause/2 (see README).
const listingProgram = `
foo(X, _Y, Z) :- Z = X.
bar(Long, Name) :- ( Long > 1 -> Name = big ; Name = small ), write(Long).
q(A, B) :- X = A, p(X, _Z, _, B, B).
q(_, C) :- r(C, _).
s(B, A) :- t(A, _G, B, X, X).
u(X) :- X.
u2(X, Y) :- write(Y).
u3(_X, Y) :- write(Y), _X = 1.
u5([H|T], L) :- append(T, [H], L).
u6(X) :- \+ X = a, ( X == b ; X == c ).
u7(X, Y) :- Y is X + 1, format(x, [Y]).
fact(a, [1, 2], s).
greet --> name(N), { atom(N) }, !.
name(N) --> word(N), \+ [x].
word(w) --> [].
`

var listingGoals = []string{
	`foo/3`, `bar/2`, `q/2`, `s/2`, `u/1`, `u2/2`, `u3/2`, `u5/2`, `u6/1`, `u7/2`, `fact/3`,
	`greet//0`, `name//1`, `word/3`, `[foo/3, u/1]`,
}

const listingDriver = listingProgram + `
ld_run_all :- forall(ld_goal(N, G), ld_run(N, G)).
ld_run(N, G) :-
	format("@@~w~n", [N]),
	catch(listing(G), E, (print(caught(E)), nl)).
`

// TestListingDifferential compares listing/1's text with SWI-Prolog's:
// source variable names, layout, and grammar rules' translation.
func TestListingDifferential(t *testing.T) {
	compareGoals(t, "listing.pl", listingDriver, "ld_goal(%d, %s).\n", listingGoals, "ld_run_all")
}
