:- module(m_ops2, [(::=)/2, op(1100, xfx, ::=), op(200, xfy, **>), rule_count/1, show_rules/0]).
:- dynamic rule/2.

term_expansion((H ::= B), rule(H, B)).
user:term_expansion(gen(N), Clauses) :-
    findall(num(I), between(1, N, I), Clauses).

rule_count(N) :- aggregate_all(count, rule(_, _), N).
show_rules :- forall(rule(H, B), (writeq(H ::= B), nl)).
A ::= B :- assertz(rule(A, B)).

a ::= b **> c.
x ::= y.
