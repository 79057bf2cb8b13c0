% library(assoc)'s get_assoc/3 and the built-in under it,
% '$btree_find_node'/5, called from clauses: the walk left and right, a
% key found and not, unbound keys, nodes of arity 4 (a leaf on the
% right), subtrees of another name or arity, trees given as lists, and
% the errors of a bad tree or position.

find(K, T, P, R) :- catch(( '$btree_find_node'(K, T, P, N, C) -> R = N-C ; R = no ), error(E, _), R = E).
get(K, T, R) :- catch(( get_assoc(K, T, V) -> R = V ; R = no ), error(E, _), R = E).

t1(R) :- list_to_assoc([a-1, b-2, c-3, d-4, e-5, f-6, g-7], A), findall(K-V, (member(K, [a, d, g, h, 0, c]), get(K, A, V)), R).
t2(R) :- list_to_assoc([1-one, 2-two, 3-three], A), get(_, A, R).
t3(R) :- findall(X, (member(T, [f(a, 1, x, y), f(a, 1, x), foo, t, "s", [a], _]), get(a, T, X)), R).
t4(R) :- get(b, f(a, 1, x, f(b, 2, x, y)), R).
t5(R) :- findall(X, (member(K, [a, b, 0]), find(K, t(a, 1, <, t(0, z, <, t, t), t(b, 2, <, t, t)), 0x010405, X)), R).
t6(R) :- findall(X, (member(P, [0x010405, 0x010203, 0x010204, 0x010002, 0x010200, 0x01020300, -1, 0x100010101, x, 1.0, 0x1000000000000000000, _]), find(0, f(a, 1, x), P, X)), R).
t7(R) :- find(0, [a, b], 0x010202, R).
t8(R) :- find(b, f(a, 1, x, f(c, 2, 3, 4, 5)), 0x010304, R).
t9(R) :- find(f(_), t(f(a), 1, <, t, t(g(b), 2, <, t, t)), 0x010405, R).
t10(R) :- numlist(1, 500, L), pairs_keys_values(Ps, L, L), list_to_assoc(Ps, A), findall(V, (member(K, [1, 250, 500, 501]), get(K, A, V)), R).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10]).

:- include('lib/run_tests.pl').
