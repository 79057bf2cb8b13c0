% Paths of the core that assign a b_setval/2 box in place, read a ~s code
% list on the heap, number variables on the heap, and select the facts
% of a large table through a later argument when the first is bound,
% under choicepoints, cuts and the collector.

:- dynamic rec/3.

fill(N) :- retractall(rec(_, _, _)), forall((between(1, 6, K), between(1, N, I)), (V is K * 1000 + I, assertz(rec(K, I, V)))).

count(0) :- !.
count(N) :- b_getval(k, V), V1 is V + 1, b_setval(k, V1), N1 is N - 1, count(N1).

churn(0) :- !.
churn(N) :- length(L, 30), b_setval(k, L), N1 is N - 1, churn(N1).

grow(0, "x") :- !.
grow(N, S) :- N1 is N - 1, grow(N1, S1), format(codes(S), "(~s+~d)", [S1, N]).

t1(R) :- b_setval(k, 0), count(500), b_getval(k, R).
t2(R) :- findall(V, (member(X, [1, 2, 3]), b_setval(k, X), count(X), b_getval(k, V)), R).
t3(R) :- b_setval(k, 0), ( member(X, [1, 2]), count(3), b_getval(k, V), V > 4 -> R = X-V ; R = none ).
t4(R) :- b_setval(k, 0), churn(3000), b_getval(k, L), length(L, R).
t5(R) :- b_setval(k, a), ( b_setval(k, b), fail ; b_getval(k, R) ).
t6(R) :- grow(40, S), length(S, N), atom_codes(A, S), sub_atom(A, 0, 12, _, P), R = N-P.
t7(R) :- format(atom(R), "~s|~s|~s", [[0'a, 0'b], [c, d], []]).
t8(R) :- catch(format(atom(_), "~s", [[a|_]]), error(E, _), true), R = E.
t9(R) :- T = f(X, g(Y, X), [_|Y]), numbervars(T, 3, E), R = T-E.
t10(R) :- length(L, 500), numbervars(L, 0, E), last(L, V), R = V-E.
t11(R) :- fill(200), findall(V, rec(4, 17, V), R).
t12(R) :- fill(200), findall(K-V, (rec(K, 100, V), K > 3), R).
t13(R) :- fill(200), ( rec(2, I, 2150) -> R = I ; R = none ).
t14(R) :- fill(200), retract(rec(5, 17, V)), findall(K, rec(K, 17, _), L), R = V-L.
t15(R) :- fill(200), findall(V, retract(rec(3, 18, V)), L1), retractall(rec(_, 19, _)), aggregate_all(count, rec(_, _, _), C), R = L1-C.
t16(R) :- fill(200), findall(V, (member(K, [1, 6]), rec(K, 150, V)), R).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16]).

:- include('lib/run_tests.pl').
