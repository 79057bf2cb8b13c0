% Dynamic predicates that hold rules, called from predicates the WAM core
% runs (see internal/engine/wam/dynamic.go): clauses added and erased
% between calls and during them (the logical update view), asserta and
% assertz, cuts in asserted rules, rules that call static predicates,
% built-ins and other dynamic ones, and rules that write.

:- dynamic rule/2, edge/2, step/3, acc/1.

edge(a, b).
edge(b, c).
edge(c, d).
rule(X, Y) :- edge(X, Y).
rule(X, Y) :- edge(X, Z), rule(Z, Y).
step(N, M, up) :- N < 12, !, M is N + 1.
step(N, M, down) :- M is N - 1.
acc(0).

t(G) :- catch((G -> true ; writeq(failed)), error(E, _), writeq(E)), nl.

reach(X, L) :- findall(Y, rule(X, Y), L).
walk(N, N, []) :- !.
walk(N0, N, [D|Ds]) :- step(N0, N1, D), walk(N1, N, Ds).
sum(L, S) :- retract(acc(S0)), add(L, S0, S), assertz(acc(S)).
add([], S, S).
add([X|Xs], S0, S) :- S1 is S0 + X, add(Xs, S1, S).
twice(L) :- findall(X-Y, (rule(a, X), assertz((rule(X, copy) :- true)), rule(X, Y)), L).
loud(X) :- rule(X, Y), format("~w~n", [Y]).

% clause/2 on dynamic predicates: a meta-interpreter over them, and the
% clauses a call of clause/2 sees while they change.
solve(true) :- !.
solve((A, B)) :- !, solve(A), solve(B).
solve(H) :- predicate_property(H, built_in), !, call(H).
solve(H) :- clause(H, B), solve(B).
bodies(H, L) :- findall(H-B, clause(H, B), L).
moving(L) :- findall(X-B, (clause(edge(X, _), B), assertz(edge(X, again))), L).

run :-
    t((reach(a, L1), writeq(L1))),
    t((assertz(edge(d, e)), reach(a, L2), writeq(L2))),
    t((asserta((rule(X3, X3) :- !)), reach(a, L3), writeq(L3))),
    t((retract((rule(X4, X4) :- !)), reach(b, L4), writeq(L4))),
    t((assertz((rule(z, Y5) :- member(Y5, [1, 2]))), reach(z, L5), writeq(L5))),
    t((assertz((rule(w, Y6) :- format("side ~w~n", [effect]), Y6 = 1)), reach(w, L6), writeq(L6))),
    t((rule(X7, d), !, writeq(X7))),
    t((walk(7, 12, D8), writeq(D8))),
    t((assertz((step(N, M, jump) :- N >= 20, M is N - 5)), asserta((step(N, M, skip) :- N =:= 12, !, M is N + 2)),
       walk(12, 14, D9), writeq(D9))),
    t((sum([1, 2, 3], S10), sum([4], S11), writeq(S10-S11))),
    t((twice(L12), writeq(L12))),
    t(loud(c)),
    t((findall(Y15, solve(rule(a, Y15)), L15), writeq(L15))),
    t((bodies(step(_, _, _), L16), writeq(L16))),
    t((moving(L17), bodies(edge(_, _), L18), writeq(L17-L18))),
    t((\+ clause(edge(zz, _), _), \+ clause(acc(5), true), clause(acc(S19), true), writeq(S19))),
    t((retract((rule(X13, Y13) :- edge(X13, Y13))), reach(a, L13), writeq(L13))),
    t((retractall(rule(_, _)), reach(a, L14), writeq(L14))).
