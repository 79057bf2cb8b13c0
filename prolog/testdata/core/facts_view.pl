% Tables of facts that the WAM core unifies on its heap (see
% internal/engine/wam/facts.go): the logical update view of calls and
% retracts that run while the table changes, erase/1 of clause
% references, queues and counters kept by retract and assert (whose
% candidates must not begin with the clauses taken, see Pred.first and
% predIndex.dropErased), and heads of every shape met by calls of every
% shape.

:- dynamic f/2, q/1, jq/2, cnt/2, h/3, w/1.

t(G) :- catch((G -> true ; writeq(failed)), error(E, _), writeq(E)), nl.

fill(N) :- forall(between(1, N, I), assertz(f(k, I))).
fs(L) :- findall(V, f(k, V), L).

% A call sees the facts of the generation it began in: those asserted
% while it runs are not among its answers, those retracted or erased
% while it runs still are.
grow(L) :- findall(V, (f(k, V), V1 is V + 100, assertz(f(k, V1))), L).
shrink(L) :- findall(V, (f(k, V), retract(f(k, _))), L).
erase_next(L) :-
    findall(V, (f(k, V), V1 is V + 1,
                ( clause(f(k, V1), true, Ref) -> erase(Ref) ; true )), L).
% retract/1 leaves an alternative while a later fact may match.
retract_some(L) :- findall(V, (retract(f(k, V)), V >= 3), L).

% A queue: take the first, add at the end.
qfill(N) :- forall(between(1, N, I), assertz(q(I))).
qspin(0, S, S) :- !.
qspin(M, S0, S) :-
    retract(q(X)), !, assertz(q(X)), S1 is S0 + X, M1 is M - 1,
    qspin(M1, S1, S).
qall(L) :- findall(X, q(X), L).

% A queue under one key of several.
jfill(N) :- forall(between(1, N, I), (assertz(jq(job, I)), assertz(jq(idle, I)))).
jspin(0, S, S) :- !.
jspin(M, S0, S) :-
    jq(job, X), !, retract(jq(job, X)), assertz(jq(job, X)),
    S1 is S0 + X, M1 is M - 1, jspin(M1, S1, S).

% Counters replaced by retract and assert, one fact per key.
bump(K) :- ( retract(cnt(K, N)) -> true ; N = 0 ), N1 is N + 1, assertz(cnt(K, N1)).
bumps(0) :- !.
bumps(I) :- K is I mod 7, bump(K), I1 is I - 1, bumps(I1).

% Heads of every shape.
h(1, X, X).
h(2, f(X, Y), g(Y, X)).
h(3, [A, B|T], T-A-B).
h(4, "text", 2.5).
h(5, 123456789012345678901234567890, big).
h(6, f(a, [1, 2]), ground).
h(7, _, anything).
h(8, s(s(s(z))), three).
h(9, p(X, q(X, Y), Y), r).

hs(K, L) :- findall(K-X-Y, h(K, X, Y), L).

% A fact that binds a variable with a goal frozen on it wakes the goal.
woken(L) :- freeze(X, assertz(w(X))), h(6, X, _), findall(Y, w(Y), L).

% The cases are one clause: its goals build terms in more than 64
% argument registers before the last one wakes a frozen goal, whose
% resume frame must drop the dead registers past the 64th too (the
% collector's stress run failed with a system error when it did not).
run :-
    t((fill(4), grow(L1), fs(A1), writeq(L1-A1))),
    t((retractall(f(_, _)), fill(4), shrink(L2), fs(A2), writeq(L2-A2))),
    t((retractall(f(_, _)), fill(6), erase_next(L3), fs(A3), writeq(L3-A3))),
    t((retractall(f(_, _)), fill(6), retract_some(L5), fs(A5), writeq(L5-A5))),
    t((retractall(f(_, _)), fill(3), asserta(f(k, 0)), retract(f(k, 0)), asserta(f(k, -1)),
       fs(A6), writeq(A6))),
    t((qfill(50), qspin(500, 0, S7), qall(L7), length(L7, N7), L7 = [F7|_], writeq(S7-N7-F7))),
    t((retract(q(_)), retract(q(_)), asserta(q(first)), qall([F8|_]), writeq(F8))),
    t((jfill(30), jspin(200, 0, S9), aggregate_all(count, jq(job, _), N9),
       aggregate_all(count, jq(idle, _), M9), writeq(S9-N9-M9))),
    t((bumps(100), findall(K-N, cnt(K, N), L10), msort(L10, S10), writeq(S10))),
    t((hs(1, L11), writeq(L11))),
    t((hs(2, L12), h(2, f(1, B12), C12), writeq(L12-B12-C12))),
    t((h(3, [a, b, c, d], T13), h(3, L13, [z]-x-y), writeq(T13-L13))),
    t((h(4, S14, F14), h(K14, "text", _), \+ h(4, "other", _), \+ h(4, _, 2.0), writeq(S14-F14-K14))),
    t((h(5, B15, W15), h(K15, 123456789012345678901234567890, _), \+ h(5, 1, _), writeq(B15-W15-K15))),
    t((h(6, f(a, L16), G16), \+ h(6, f(b, _), _), \+ h(6, f(a, [1]), _), writeq(L16-G16))),
    t((findall(K-Y, h(K, foo, Y), L17), writeq(L17))),
    t((h(8, s(X18), T18), h(K18, s(s(s(z))), _), writeq(X18-T18-K18))),
    t((h(9, p(A19, B19, c), R19), writeq(A19-B19-R19))),
    t((h(9, p(1, q(2, _), _), _) -> writeq(yes) ; writeq(no))),
    t((h(9, P20, r), P20 = p(u, Q20, v), writeq(Q20))),
    t((h(1, f(X21), Y21), Y21 = f(z), writeq(X21))),
    t((woken(L22), writeq(L22))).
