% bagof/3 and setof/3 with free variables on the core: the solutions
% grouped by their witness ('$bagof_groups'), witnesses that are variants
% grouped together and unified, ^ hiding variables, nested calls, and a
% goal with many groups; answers in swipl's order, counts core = engine.

:- dynamic(emp/3).
emp(ann, sales, 30). emp(bob, it, 40). emp(cy, sales, 35).
emp(dan, it, 40). emp(eve, hr, 50). emp(fay, sales, 30).

p(f(X), X, 1). p(f(Y), Y, 2). p(g(Z), Z, 3). p(f(_), a, 4).
q(1, a). q(2, b). q(1, c). q(3, a). q(2, a).

t1(R) :- findall(D-Ns, bagof(N, S^emp(N, D, S), Ns), R).
t2(R) :- findall(D-Ss, setof(S, N^emp(N, D, S), Ss), R).
t3(R) :- findall(S-Ns, bagof(N, D^emp(N, D, S), Ns), R).
t4(R) :- findall(W-L, bagof(K, p(W, _, K), L), R).
t5(R) :- findall(W-V-L, bagof(K, p(W, V, K), L), R).
t6(R) :- findall(X-L, setof(Y, q(X, Y), L), R).
t7(R) :- findall(Y-L, bagof(X, q(X, Y), L), R).
t8(R) :- ( bagof(X, q(X, zz), L) -> R = L ; R = none ).
t9(R) :- findall(D-C, (bagof(N, S^emp(N, D, S), Ns), length(Ns, C)), R).
t10(R) :- findall(G-N, (bagof(I, (between(1, 300, I), G is I mod 7), L), length(L, N)), R).
t11(R) :- findall(A-B-L, bagof(C, member(A-B-C, [x-1-a, y-2-b, x-1-c, X-3-d, Y-3-e, x-2-f]), L), R), X = X, Y = Y.
t12(R) :- setof(D-Ns, setof(N, S^emp(N, D, S), Ns), R).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12]).

:- include('lib/run_tests.pl').
