% Tabled predicates whose answers the tables keep as variant keys and
% read back onto the heap: left and right recursion over a cyclic graph,
% mutual recursion through three predicates, answers of every kind of
% term ([] and '[]', big integers, floats, strings, nested lists,
% answers with shared and repeated variables, calls partly bound so that
% part of an answer meets bound arguments), a big answer set, calls that
% are variants of one another, mode-directed tables (answer
% subsumption) and answers read while the table grows.

:- table lpath/2, rpath/2, dpath/2.
g(1, 2). g(2, 3). g(3, 1). g(3, 4). g(4, 5). g(5, 4).
lpath(X, Y) :- lpath(X, Z), g(Z, Y).
lpath(X, Y) :- g(X, Y).
rpath(X, Y) :- g(X, Y).
rpath(X, Y) :- g(X, Z), rpath(Z, Y).
% Double recursion: path of paths.
dpath(X, Y) :- g(X, Y).
dpath(X, Y) :- dpath(X, Z), dpath(Z, Y).

% Three predicates in one component.
:- table a/1, b/1, c/1.
a(0).
a(X) :- c(Y), X is Y + 1, X < 30.
b(X) :- a(Y), X is Y + 1, X < 30.
c(X) :- b(Y), X is Y + 1, X < 30.

% Answers of every kind of term.
:- table kind/2.
kind(1, []).
kind(2, '[]').
kind(3, 123456789012345678901234567890).
kind(4, -98765432109876543210).
kind(5, 1.5).
kind(6, -0.0).
kind(7, "a string").
kind(8, [a, [b, [c]], "s", 2.5]).
kind(9, f(X, X, _)).
kind(10, g(_, [_|T], T)).
kind(11, 'quoted atom').
kind(12, 1152921504606846976).
kind(13, -1152921504606846977).
kind(14, h(1152921504606846975, -1152921504606846976)).
kind(15, [x|y]).
kind(16, '[|]'(p, q)).
kind(17, {a, b}).
kind(18, 'hello'(world)).

% A call whose arguments are partly bound: the answers meet them.
:- table tree/1.
tree(t(leaf, 1, leaf)).
tree(t(t(leaf, 2, leaf), 3, leaf)).
tree(t(L, 4, R)) :- member(L-R, [leaf-leaf, leaf-t(leaf, 5, leaf)]).

% A big answer set: every pair of a cycle of 300 nodes.
:- table reach/2.
arc(X, Y) :- between(0, 299, X), Y is (X + 1) mod 300.
reach(X, Y) :- arc(X, Y).
reach(X, Y) :- reach(X, Z), arc(Z, Y).

% Non-ground answers that are variants of one another.
:- table ng/1.
ng(f(_, _)).
ng(f(A, A)).
ng(f(_, _)).
ng(f(B, B)).
ng(g(_, a)).

% Answer subsumption.
:- table cheapest(_, _, min), dearest(_, _, max), firstpath(_, _, first).
cost(a, b, 4). cost(a, c, 1). cost(c, b, 1). cost(b, d, 2). cost(c, d, 7). cost(d, a, 1).
cheapest(X, Y, C) :- cost(X, Y, C).
cheapest(X, Y, C) :- cheapest(X, Z, C0), cost(Z, Y, C1), C is C0 + C1.
dearest(X, Y, C) :- cost(X, Y, C).
dearest(X, Y, C) :- dearest(X, Z, C0), cost(Z, Y, C1), C is C0 + C1, C < 20.
firstpath(X, Y, P) :- cost(X, Y, _), P = [X, Y].
firstpath(X, Y, P) :- firstpath(X, Z, P0), cost(Z, Y, _), append(P0, [Y], P).

t1(R) :- findall(X-Y, lpath(X, Y), L), msort(L, R).
t2(R) :- findall(Y, rpath(4, Y), L), msort(L, R).
t3(R) :- findall(X-Y, dpath(X, Y), L), length(L, R).
t4(R) :- findall(X, a(X), L), msort(L, R).
t5(R) :- findall(X, c(X), L), msort(L, R).
t6(R) :- findall(N-K, kind(N, K), L0), length(L0, 18), msort(L0, L), maplist(shape, L, R).
t7(R) :- findall(K, kind(1, K), R).
t8(R) :- findall(N, kind(N, '[]'), R).
t9(R) :- findall(N, kind(N, []), R).
t10(R) :- findall(N, (member(K, [1.5, -0.0, 0.0, "a string", 123456789012345678901234567890]), kind(N, K)), R).
t11(R) :- kind(9, f(a, Y, Z)), shape(Y-Z, R).
t12(R) :- ( kind(9, f(a, b, _)) -> R = yes ; R = no ).
t13(R) :- findall(L-R0, tree(t(L, 4, R0)), L0), msort(L0, R).
t14(R) :- findall(V, tree(t(_, V, _)), L), msort(L, R).
t15(R) :- findall(Y, reach(0, Y), L), length(L, R).
t16(R) :- findall(X-Y, reach(X, Y), L), length(L, N), sum_pairs(L, S), R = N-S.
t17(R) :- findall(X, ng(X), L), length(L, N), maplist(shape, L, S0), msort(S0, S), R = N-S.
t18(R) :- findall(Y-C, cheapest(a, Y, C), L), msort(L, R).
t19(R) :- findall(Y-C, dearest(a, Y, C), L), msort(L, R).
t20(R) :- findall(Y-N, (firstpath(a, Y, P), length(P, N)), L), msort(L, R).
t21(R) :- findall(X, (kind(10, X), X = g(1, [2|T], T)), R0), length(R0, R).
t22(R) :- findall(K, (between(1, 18, N), kind(N, K), ground(K)), L), length(L, R).
t23(R) :- abolish_all_tables, findall(Y, lpath(5, Y), L), msort(L, R).
t24(R) :- findall(K, kind(_, K), L), length(L, R).

sum_pairs(L, S) :- foldl([X-Y, S0, S1]>>(S1 is S0 + X * 1000 + Y), L, 0, S).

shape(X, S) :- copy_term(X, S), numbervars(S, 0, _).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16,
       t17, t18, t19, t20, t21, t22, t23, t24]).

:- include('lib/run_tests.pl').
