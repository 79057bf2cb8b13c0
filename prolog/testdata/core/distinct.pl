% distinct/1,2 on the core: the variant set keeps the witnesses seen
% while the goal backtracks, variants with variables count once, a set
% grows past its first buckets, sets nest, and the set made before a
% choicepoint keeps what was added after it.

p(a). p(b). p(a). p(c). p(b). p(d).
q(f(X, X)). q(f(_, _)). q(f(Y, Y)). q(g(1.5)). q(g(1.5)). q(g("s")). q(g("s")).

t1(R) :- findall(X, distinct(p(X)), R).
t2(R) :- findall(X, distinct(X, p(X)), R).
t3(R) :- findall(X, distinct(q(X)), L), length(L, R).
t4(R) :- findall(X, distinct(X, (between(1, 200, I), X is I mod 70)), L), length(L, N), sum_list(L, S), R = N-S.
t5(R) :- findall(X-Y, distinct(X, (p(X), distinct(Y, p(Y)))), R).
t6(R) :- findall(X, (member(K, [1, 2]), distinct(X, (p(X0), X = K-X0))), L), length(L, R).
t7(R) :- ( distinct(X, p(X)), X == c -> R = found ; R = none ).
t8(R) :- findall(X, distinct(X, member(X, [f(A), f(B), f(A), g(A, B), g(B, A), g(C, C)])), L), length(L, R).
t9(R) :- findall(X, distinct([X], (between(1, 1000, I), X is I mod 500)), L), length(L, R).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9]).

:- include('lib/run_tests.pl').
