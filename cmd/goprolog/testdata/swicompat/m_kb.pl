:- module(m_kb, [tell/1, ask/1, rules/1, forget/1]).
:- dynamic fact/1, rule/2.
tell(H :- B) :- !, assertz(rule(H, B)).
tell(F) :- assertz(fact(F)).
ask(G) :- fact(G).
ask(G) :- rule(G, B), prove(B).
prove(true) :- !.
prove((A, B)) :- !, prove(A), prove(B).
prove(G) :- ask(G).
rules(L) :- findall(H-B, clause(rule(H, B), true), L).
forget(F) :- retract(fact(F)).
