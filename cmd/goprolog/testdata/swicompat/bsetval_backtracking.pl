% args: -g main -t halt
% b_setval/2 assigned again and again, with choicepoints made between the
% assignments: backtracking gives back the value each choicepoint saw.
count(0) :- !.
count(N) :- b_getval(k, V), V1 is V+1, b_setval(k, V1), N1 is N-1, count(N1).

main :-
    b_setval(k, 0), count(1000), b_getval(k, A), writeln(a(A)),
    forall(between(1, 3, I),
           ( b_getval(k, V0), V is V0+I, b_setval(k, V), count(I), b_getval(k, W), writeln(i(I, V, W)) )),
    b_getval(k, B), writeln(b(B)),
    findall(X-Y, ( member(X, [1,2,3]), b_getval(k, Y0), Y1 is Y0*10+X, b_setval(k, Y1),
                   member(Z, [a,b]), b_getval(k, Y2), Y3 = Y2-Z, b_setval(k, Y3), b_getval(k, Y) ), L),
    writeln(L),
    b_getval(k, C), writeln(c(C)),
    (   b_setval(k, first), member(M, [1,2]), b_getval(k, G), writeln(G-M), b_setval(k, second(M)), fail
    ;   b_getval(k, D), writeln(d(D))
    ),
    b_setval(k, f(T)), T = bound, b_getval(k, F), writeln(F),
    nb_setval(k, nb), b_getval(k, E), writeln(e(E)),
    b_setval(k, again), b_getval(k, H), writeln(h(H)),
    (   b_setval(k, inner), fail ; b_getval(k, J), writeln(j(J)) ),
    churn(20000), b_getval(k, K), length(K, KL), writeln(k(KL)).

% Garbage between the assignments, so that the collector runs while a box
% holds the value and trail entries hold the old ones.
churn(0) :- !.
churn(N) :- length(L, 20), b_setval(k, L), N1 is N-1, ( N1 mod 5000 =:= 0 -> true ; true ), churn(N1).
