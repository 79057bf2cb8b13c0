% Programs whose clause environments and frame blocks the engine releases
% at their last calls and reuses (engine.Machine.releaseEnv): every answer
% must be SWI-Prolog's, and the same with the debugger on (which turns the
% reuse off).

m(1). m(2). m(3).
n(a). n(b).
keep(_, _).
true0(_).

% The clause's own alternatives are cut; a callee then leaves a
% choicepoint at the same height, which returns into this body.
c1(X-Y) :- !, m(X), n(Y).
c1(none).

% The clause's own alternatives remain when its last call is made.
c2(X, Y) :- m(X), Z is X*10, w(Z, Y).
c2(9, 90).
w(Z, Y) :- Y is Z+1.

% Deterministic recursion: each activation's environment and frame block
% are released and taken again by the next.
sum([], 0).
sum([X|Xs], S) :- sum(Xs, S0), sq(X, Q), add(S0, Q, S).
sq(X, Q) :- Q is X*X.
add(A, B, C) :- C is A+B.

% Nondeterminism under released environments.
r(0, []) :- !.
r(N, [A,B|L]) :- m(A), N1 is N-1, r(N1, L), n(B).

% If-then-else, disjunction and catch/3 before the last call.
t(X, Y) :- ( X > 1 -> m(Y) ; n(Y) ), keep(X, Y).
d(X) :- ( m(X) ; n(X) ), true0(X).
k(X) :- catch(m(X), _, true), n(_), keep(X, X).

% An exception unwinds through activations whose environments were
% released.
e(R) :- catch(deep(10), ball(N), R = caught(N)).
deep(0) :- throw(ball(0)).
deep(N) :- N1 is N-1, deep(N1), m(_).

% A released environment is taken by the callee at once, and the caller
% backtracks into an older choicepoint afterwards.
f(X, R) :- m(X), g(X, R).
g(X, R) :- h(X, A), h(A, R).
h(X, Y) :- Y is X+1.

goal(c1, X, c1(X)).
goal(c2, X-Y, c2(X, Y)).
goal(sum, S, (numlist(1, 50, L), sum(L, S))).
goal(r, L, r(2, L)).
goal(t1, Y, t(1, Y)).
goal(t2, Y, t(2, Y)).
goal(d, X, d(X)).
goal(k, X, k(X)).
goal(e, R, e(R)).
goal(f, X-R, f(X, R)).

run :-
    forall(goal(Name, T, G),
           ( findall(T, G, L), writeq(Name = L), nl )).
