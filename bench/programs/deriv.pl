% Symbolic differentiation (after Warren's deriv benchmark): the four
% classic expressions, differentiated and simplified in a loop.

d(U+V, X, DU+DV) :- !, d(U, X, DU), d(V, X, DV).
d(U-V, X, DU-DV) :- !, d(U, X, DU), d(V, X, DV).
d(U*V, X, DU*V+U*DV) :- !, d(U, X, DU), d(V, X, DV).
d(U/V, X, (DU*V-U*DV)/(^(V,2))) :- !, d(U, X, DU), d(V, X, DV).
d(^(U,N), X, DU*N*(^(U,N1))) :- !, integer(N), N1 is N-1, d(U, X, DU).
d(-U, X, -DU) :- !, d(U, X, DU).
d(exp(U), X, exp(U)*DU) :- !, d(U, X, DU).
d(log(U), X, DU/U) :- !, d(U, X, DU).
d(X, X, 1) :- !.
d(_, _, 0).

simp(E, S) :- compound(E), E =.. [Op, A, B], !, simp(A, SA), simp(B, SB), simp2(Op, SA, SB, S).
simp(E, E).

simp2(+, 0, B, B) :- !.
simp2(+, A, 0, A) :- !.
simp2(*, 0, _, 0) :- !.
simp2(*, _, 0, 0) :- !.
simp2(*, 1, B, B) :- !.
simp2(*, A, 1, A) :- !.
simp2(+, A, B, C) :- number(A), number(B), !, C is A+B.
simp2(*, A, B, C) :- number(A), number(B), !, C is A*B.
simp2(-, A, 0, A) :- !.
simp2(Op, A, B, E) :- E =.. [Op, A, B].

expr(times10, ((((((((x*x)*x)*x)*x)*x)*x)*x)*x)*x).
expr(divide10, ((((((((x/x)/x)/x)/x)/x)/x)/x)/x)/x).
expr(log10, log(log(log(log(log(log(log(log(log(log(x))))))))))).
expr(ops8, (x+1)*((^(x,2)+2)*(^(x,3)+3))).

once_all(R) :-
    findall(S, (expr(_, E), d(E, x, D), simp(D, S)), R).

loop(0, R, R) :- !.
loop(K, _, R) :- once_all(R1), K1 is K-1, loop(K1, R1, R).

size(T, 1) :- atomic(T), !.
size(T, N) :- T =.. [_|As], sizes(As, 1, N).
sizes([], N, N).
sizes([A|As], N0, N) :- size(A, S), N1 is N0+S, sizes(As, N1, N).

bench_main :-
    loop(10000, [], R),
    maplist(size, R, Sizes),
    R = [_, _, _, Ops8],
    format("~w ~w~n", [Sizes, Ops8]).
