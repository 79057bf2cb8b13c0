% Predicates for TestTracedCode: which of them traced code runs.

:- dynamic fact/1, rule/1.

fact(1).
fact(2).

rule(X) :- fact(X), X > 1.

look(X) :- fact(X).
meta(X) :- G = fact(X), call(G).
maps(L) :- maplist(succ, [1, 2], L).
cl(B) :- clause(rule(_), B).
scc(X) :- setup_call_cleanup(true, fact(X), true).
fz(X) :- freeze(X, true), X = 1.
drop :- retract(fact(2)), assertz(fact(2)).
undef :- catch(nosuch, _, true).

:- table tab/1.
tab(1).
usetab(X) :- tab(X).

:- table dyntab/1.
:- dynamic dyntab/1.
dyntab(1).
usedyntab(X) :- dyntab(X).

sa(X) :- T = f(a), setarg(1, T, X).
