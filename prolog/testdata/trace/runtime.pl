% Meta-calls of goals known only at run time: call/1 and call/N of a
% goal bound in the clause, a variable as a goal, a control construct
% built at run time, maplist/3, findall/3 and forall/2 of a goal known at
% run time, built-ins meta-called, a cut inside the goal.
%
% run: trace, d1(X), write(X), nl
% run: trace, d2(L), write(L), nl
% run: trace, d3(X), write(X), nl
% run: trace, d4(X), write(X), nl
% run: trace, (d5(X), write(X), nl, fail ; true)
% run: trace, d6(L), write(L), nl
% run: trace, d7(X), write(X), nl
% run: trace, d8(X), write(X), nl
% run: trace, d9
% run: trace, d1(X), write(X), nl => c c c c c c s c c
% run: trace, d3(X), write(X), nl => c c c c f
% run: trace, (d10(X), write(X), nl, fail ; true)
% run: trace, d11(L), write(L), nl

m(1).
m(2).
m(3).

add(X, Y, Z) :- Z is X + Y.

d1(X) :- G = m(X), call(G), X > 1.
d2(L) :- maplist(add(1), [1,2], L).
d3(X) :- G = (m(X), X > 1), call(G).
d4(X) :- G = m, call(G, X), X > 2.
d5(X) :- G = m(X), G.
d6(L) :- G = m(X), findall(X, G, L).
d7(X) :- G = (X = 1), call(G), G2 = atom(a), call(G2).
d8(X) :- G = (m(X), !), call(G).
d9 :- G = m(X), forall(G, X > 0).

% Goals that the tracing cores leave to the solver, meta-called from
% traced code: the solver traces them at the depth of the meta-call.
d10(X) :- G = u(X), call(G), X > 1.
u(X) :- setup_call_cleanup(true, m(X), true).
d11(L) :- G = u(X), findall(X, G, L).

% Goals that are not callable: call/N raises the error.
%
% run: trace, catch(e1, E, true), write(E), nl
% run: trace, catch(e2(_), E, true), write(E), nl
% run: trace, catch(e3, E, true), write(E), nl

e1 :- call(_).
e2(X) :- call(X, a).
e3 :- G = 1, call(G).

% Goals of predicates that nothing defines: the unknown-procedure error.
%
% run: trace, catch(u1, E, true), write(E), nl
% run: trace, catch(u2, E, true), write(E), nl
% run: set_prolog_flag(unknown, fail), trace, (u1 ; u2 ; write(none), nl)

u1 :- G = nosuch(1), call(G).
u2 :- nosuch2.
