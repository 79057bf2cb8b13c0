% Tabled predicates on the core: left recursion, mutual recursion, a
% tabled predicate called from findall/3, from a meta-call and from
% another tabled one, answers with variables, mode-directed tabling
% (min, max), a tabled predicate with no answers, and an error inside an
% evaluation, after which the tables left incomplete start afresh.

:- table path/2.
edge(a, b). edge(b, c). edge(c, a). edge(c, d).
path(X, Y) :- path(X, Z), edge(Z, Y).
path(X, Y) :- edge(X, Y).

:- table even/1, odd/1.
even(0).
even(N) :- odd(M), M < 20, N is M + 1.
odd(N) :- even(M), M < 20, N is M + 1.

:- table fib/2.
fib(0, 0).
fib(1, 1).
fib(N, F) :- N > 1, N1 is N - 1, N2 is N - 2, fib(N1, F1), fib(N2, F2), F is F1 + F2.

:- table shortest(_, _, min).
wedge(a, b, 1). wedge(b, c, 2). wedge(a, c, 5). wedge(c, a, 1).
shortest(X, Y, D) :- wedge(X, Y, D).
shortest(X, Y, D) :- shortest(X, Z, D0), wedge(Z, Y, D1), D is D0 + D1.

:- table longest(_, _, max).
longest(X, Y, D) :- wedge(X, Y, D), D < 10.
longest(X, Y, D) :- longest(X, Z, D0), wedge(Z, Y, D1), D is D0 + D1, D < 10.

:- table open_pair/1.
open_pair(f(_, a)).
open_pair(f(b, _)).

:- table none/1.
none(X) :- none(X).

:- table boom/1.
boom(X) :- member(X, [1, 2]), X > 1, throw(boom(X)).

:- table conn/2.
conn(X, Y) :- conn(Y, X).
conn(X, Y) :- link(X, Y).
link(1, 2). link(2, 3).

t1(R) :- findall(Y, path(a, Y), L), msort(L, R).
t2(R) :- findall(X-Y, path(X, Y), L), length(L, R).
t3(R) :- findall(N, even(N), L), msort(L, R).
t4(R) :- fib(30, R).
t5(R) :- findall(Y-D, shortest(a, Y, D), L), msort(L, R).
t6(R) :- findall(Y-D, longest(a, Y, D), L), msort(L, R).
t7(R) :- findall(P, open_pair(P), R).
t8(R) :- ( none(_) -> R = yes ; R = no ).
t9(R) :- catch(boom(_), E, true), R = E.
t10(R) :- catch(boom(_), E, true), R = again(E).
t11(R) :- G = path(b, Y), findall(Y, call(G), L), msort(L, R).
t12(R) :- ( path(d, _) -> R = yes ; R = no ).
t13(R) :- findall(X-Y, conn(X, Y), L), msort(L, R).
t14(R) :- path(a, d), !, R = found.
t15(R) :- abolish_all_tables, findall(Y, path(c, Y), L), msort(L, R).
t16(R) :- findall(X, mixed(X), L0), length(L0, N), maplist(shape, L0, L1), msort(L1, L), R = N-L.
t17(R) :- findall(X, many(X), L), length(L, R).
t18(R) :- findall(V-W, (member(V-W, [X-Y, Z-Z, 1-_, X-Y]), pair(V, W)), L), length(L, R).

% Answers that are variants of one another, of every kind of term, with
% more variables than a key numbers by a linear search: each table keeps
% one of each.
:- table mixed/1.
mixed(X) :- member(X, [1.5, 1.5, "s", "s", 123456789012345678901234567890,
                       123456789012345678901234567890, [a|T]-T, [a|U]-U,
                       g(V, V), g(W, W), g(_, _), 1152921504606846976,
                       1152921504606846976, f(-0.0), f(0.0)]).

:- table many/1.
many(f(A, _, _, _, _, _, _, _, _, _, _, _, _, N, A, N)).
many(f(A, _, _, _, _, _, _, _, _, _, _, _, _, N, A, N)).
many(f(A, _, _, _, _, _, _, _, _, _, _, _, _, N, N, A)).

shape(X, S) :- copy_term(X, S), numbervars(S, 0, _).

% Calls that are variants of one another share a table.
:- table pair/2.
pair(X, Y) :- member(X-Y, [1-2, 2-2, 3-_]).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18]).

:- include('lib/run_tests.pl').
