% args: -q -g main -t halt {}
% listing/1 of => rules: source variable names (letters after a guard),
% and guard unifications Var = Term that SWI-Prolog moves into the head.
len([], N) => N = 0.
len([_|T], N) => len(T, M), N is M+1.
max(X, Y, Z), X >= Y => Z = X.
max(_, Y, Z) => Z = Y.
a1(X), f(_) = X => true.
a2(g(X)), X = a => true.
a3(X), true, X = a => true.
a4(X, Y), X = a, Y = b => true.
a5(X, Y), X = Y, Y = b => true.
a6(X), X = Z, Z = a => true.
a8(X,X), X = a => true.
a9(X), X = f(X) => true.
a12(X), X = "str" => true.

main :-
    forall(member(P, [len/2, max/3, a1/1, a2/1, a3/1, a4/2, a5/2, a6/1, a8/2, a9/1, a12/1]), listing(P)),
    forall(member(G, [a1(_), a1(f(1)), a3(_), a3(a), a4(a, _), a5(_, b), a12("str")]),
           ( catch(G, error(E, _), (print(E), nl, fail)) -> print(yes(G)), nl ; true )).
