% args: -q -g main -t halt {}
:- dynamic fact/2.
fact(a, "string").
fact('B c', [1, 2|_]).
fact(X, Y) :- X = Y ; X == Y, !.
rule(X) :- ( X > 0 -> writeln(pos) ; X < 0 -> writeln(neg) ; writeln(zero) ).
rule2(X, Y) :- \+ X = Y, findall(Z, member(Z, [X, Y]), L), forall(member(E, L), (write(E), nl)), catch(foo(X), _, true).
rule3([H|T], Acc0, Acc) :- Acc1 is Acc0 + H * 2 - 1 / 3, rule3(T, Acc1, Acc).
rule3([], A, A).
rule4 :- a, (b ; c), \+ d, call(e), X = f(_, Y, Y), g(X).
rule5(X) :- X = 'hello world', Y = "str", Z = 0'a, W = [a|b], V = {x, y}, U = - 1, T = -(1), S = 1 - -1, p(Y, Z, W, V, U, T, S).
main :- listing(fact/2), listing(rule/1), listing(rule2/2), listing(rule3/3), listing(rule4/0), listing(rule5/1),
    portray_clause((h(X) :- X = [_, _|T], T = "abc")), portray_clause(f('$VAR'(1), 'A', _)),
    portray_clause([1, 2, 3]), portray_clause((a :- b, c ; d -> e ; f)).
