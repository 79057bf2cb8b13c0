% Dynamic predicates of facts called from predicates the WAM core runs
% (see internal/engine/wam/facts.go): lookups, enumeration, the logical
% update view, retract/1, and a rule added to a table of facts.

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

t(G) :- catch((G -> true ; writeq(failed)), error(E, _), writeq(E)), nl.
all(T, G) :- findall(T, G, L), writeq(L).

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

% retract/1 of facts: each answer erases its fact, and a retract that is
% backtracked into goes on with the facts still there.
drain(L) :- findall(K-V, retract(item(K, V)), L).
take_two(L) :- findall(K, (retract(item(K, _)), K >= 2), L).
pop(K) :- retract(item(K, _)), !.
retract_pair(X) :- retract(pair(f(X, X), _)).

run :-
    t(all(V, get(2, V))),
    t(all(K-V, get(K, V))),
    t((first_of(2, V1), writeq(V1))),
    t((names(L1), writeq(L1))),
    t((count(N1), writeq(N1))),
    t(all(X-Y, same(X, Y))),
    t((same(c, c), \+ same(c, d), same(f(1, Z), W), writeq(Z-W))),
    t(all(X2-K2, kind(X2, K2))),
    t((kind(1.5, A), kind("str", B), Big is 12345678901234567890123, kind(Big, C),
       kind(f(a, T), E), writeq([A, B, C, T, E]))),
    t((\+ get(9, _), \+ kind(2, _), \+ none(_))),
    t((grow(L2), count(N2), writeq(L2-N2))),
    t((shrink(L3), count(N3), writeq(L3-N3))),
    t((bumps(100), tally(N4), writeq(N4))),
    t((fib(60, F), writeq(F))),
    t((visit(1), aggregate_all(count, seen(_), N5), writeq(N5))),
    t((meta(item(K6, two)), meta(same(a, Y6)), writeq(K6-Y6))),
    t((lates(L7), add_rule, lates(L8), writeq(L7-L8))),
    t((drain(L9), count(N9), writeq(L9-N9))),
    t((assertz(item(1, a)), assertz(item(2, b)), assertz(item(3, c)),
       take_two(L10), names(R10), writeq(L10-R10))),
    t((assertz(item(4, d)), assertz(item(5, e)), pop(K11), pop(J11), names(R11), writeq(K11-J11-R11))),
    t((retract_pair(X12), all(P-Q, same(P, Q)))),
    t((\+ retract_pair(z), writeq(X12))),
    t((bumps(3), tally(N13), writeq(N13))).
