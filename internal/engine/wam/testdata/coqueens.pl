% Coroutines on the core (see attvar_test.go): frozen goals that wake
% nested, on backtracking, and in N-queens whose safety checks wait for
% both queens' rows.
t1(R) :- freeze(X, freeze(Y, R = got(X,Y))), X = 1, Y = 2.
t2(R) :- freeze(X, freeze(Y, ok(X, Y))), X = 1, Y = 2, R = yes.
t3(R) :- freeze(X, (X > 0)), member(X, [0, 1]), R = X.
t4(R) :- freeze(Y, freeze(X, ok(X,Y))), select(X, [1,2], Rest), Rest = [Y], R = X-Y.
t5(L) :- findall(X-Y, (freeze(X, freeze(Y, ok(X, Y))), select(X, [1,2,3], Rest), select(Y, Rest, _)), L).
t6(L) :- findall(Q, queens(4, Q), L).
ok(A, B) :- A =\= B.
queens(N, Qs) :- length(Qs, N), constrain(Qs), numlist(1, N, Ns), place(Qs, Ns).
constrain([]).
constrain([Q|Qs]) :- safe(Qs, Q, 1), constrain(Qs).
safe([], _, _).
safe([Q|Qs], Q0, D) :- freeze(Q, freeze(Q0, ok(Q0, Q, D))), D1 is D + 1, safe(Qs, Q0, D1).
ok(A, B, D) :- A =\= B, A - B =\= D, B - A =\= D.
place([], _).
place([Q|Qs], Ns) :- select(Q, Ns, Rest), place(Qs, Rest).
