:- module(m_rules, [fire/1, op(700, xfx, =>>)]).
:- op(900, xfy, and).
:- op(800, fy, not).
:- dynamic fact/1.
rule(a and b =>> c).
rule(not d =>> e).
rule(c and e =>> goal).
fact(a). fact(b).
holds(X and Y) :- !, holds(X), holds(Y).
holds(not X) :- !, \+ holds(X).
holds(X) :- fact(X).
fire(Derived) :- findall(C, (rule(P =>> C), holds(P), \+ fact(C)), New), New \== [], !,
    forall(member(C, New), assertz(fact(C))), fire(D0), append(New, D0, Derived).
fire([]).
