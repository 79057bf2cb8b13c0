% args: -q -g main -t halt {}
:- dynamic fact/2.
fact(1, "one").
fact(2, 'Two').
rule(X) :- fact(X, _), X > 1 ; X = 0.
rule2([H|T], S) :- ( H > 0 -> S = pos ; H < 0 -> S = neg ; S = zero ), \+ T = [], !.
p --> [a], {write(x)}, q.
q --> [].
main :- listing(fact/2), listing(rule/1), listing(rule2/2), listing(p//0),
    portray_clause(foo(_A, _B, "str", 'Q', [1,2|_])),
    assertz(fact(3, three)), listing(fact).
