% Dynamic predicates of facts called from predicates the WAM core runs:
% each goal of TestFactTables runs in goprolog, in goprolog without the
% core, and in swipl, and must print the same.

:- dynamic item/2, pair/2, seen/1, memo/2, tally/1, empty/1, late/1, shape/2.

item(1, one).
item(2, two).
item(3, three).
item(2, deux).
pair(X, X).
pair(a, b).
pair(f(Y, Y), g(Y)).
shape(1.5, float).
shape("str", string).
shape(12345678901234567890123, big).
shape(f(a, [1,2|T]), T).
tally(0).

get(K, V) :- item(K, V).
first_of(K, V) :- item(K, V), !.
names(L) :- findall(K-V, item(K, V), L).
count(N) :- aggregate_all(count, item(_, _), N).
same(X, Y) :- pair(X, Y).
kind(X, K) :- shape(X, K).

% The logical update view: a call sees the facts of the moment it began.
grow(L) :- findall(K, (item(K, _), K2 is K + 10, assertz(item(K2, new))), L).
shrink(L) :- findall(K, (item(K, _), retract(item(3, _))), L).

bump :- retract(tally(N)), N1 is N + 1, assertz(tally(N1)).
bumps(0) :- !.
bumps(N) :- bump, N1 is N - 1, bumps(N1).

fib(N, F) :- memo(N, F), !.
fib(N, F) :- N < 2, !, F = N.
fib(N, F) :-
    N1 is N - 1, N2 is N - 2, fib(N1, F1), fib(N2, F2),
    F is F1 + F2, assertz(memo(N, F)).

visit(X) :- seen(X), !.
visit(X) :- assertz(seen(X)), next(X, Y), visit(Y).
next(X, Y) :- Y is (X * 7 + 3) mod 50.

none(X) :- empty(X).
meta(G) :- call(G).

% A rule added to a table of facts: its callers then run where rules do.
add_rule :- assertz((late(X) :- item(X, _), X > 1)).
lates(L) :- findall(X, late(X), L).

% retract/1 of facts on the core: each answer erases its fact, and a
% retract that is backtracked into goes on with the facts still there.
drain(L) :- findall(K-V, retract(item(K, V)), L).
take_two(L) :- findall(K, (retract(item(K, _)), K >= 2), L).
pop(K) :- retract(item(K, _)), !.
retract_pair(X) :- retract(pair(f(X, X), _)).
