package builtins_test

import "testing"

// listingProgram's clauses list with their source variable names in
// SWI-Prolog 9. The clauses from mv1 on begin with Var = Term for a head
// argument Var, or are grammar rules that begin with terminals:
// SWI-Prolog moves such unifications into the head (its optimise_unify)
// and lists the clause its compiler made, as listing/1 does here (see
// listing_swi.go), where clause/2 keeps to ISO's clause as written (see
// README). Those from ar1 on hold Y is X - N, which swipl lists as an
// addition.
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
mv1(X) :- X = f(Y), q(Y).
mv2(X, X) :- X = a.
mv3(X) :- q, X = a.
mv4(X) :- X = Y, q(Y).
mv5(X, Y) :- X = a, Y = b, q.
mv6(X) :- a = X.
mv7(X, Y) :- X = f(Y), q.
mv8(X) :- X = f(Z), Z = g(W), q(W).
mv9(X, Y) :- Y = f(X), q.
mv10(X) :- X = [a|T], q(T).
mv12(X) :- X = f(_Y), q.
mv13(X) :- X = f(Y), !, q(Y).
mv14(X, Y) :- Y = X - 1.
g1 --> [hello], g2.
g2 --> [world].
g2 --> [prolog], g1.
ar1(X) :- Y is X - 1, q(Y).
ar2(X) :- Y is X - 1.5, q(Y).
ar3(X) :- Y is X - (-1), q(Y).
ar4(X) :- Y is Z - 1, q(Y, Z).
ar5(X) :- q(Y), Y is X - 1.
ar6(X) :- Y is X - 100000000000000000000, q(Y).
ar7(N, L) :- N > 0, N1 is N - 1, ar7(N1, L).
ar8(X) :- ( X > 0 -> Y is X - 1, q(Y) ; q(X) ).
ar9(X) :- ( q(X) ; Y is X - 1, q(Y) ), Z is X - 2, q(Z).
q. q(_). q(_, _).
`

var listingGoals = []string{
	`foo/3`, `bar/2`, `q/2`, `s/2`, `u/1`, `u2/2`, `u3/2`, `u5/2`, `u6/1`, `u7/2`, `fact/3`,
	`greet//0`, `name//1`, `word/3`, `[foo/3, u/1]`,
	`mv1`, `mv2`, `mv3`, `mv4`, `mv5`, `mv6`, `mv7`, `mv8`, `mv9`, `mv10`, `mv12`, `mv13`, `mv14`,
	`g1//0`, `g2//0`, `ar1`, `ar2`, `ar3`, `ar4`, `ar5`, `ar6`, `ar7`, `ar8`, `ar9`,
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
