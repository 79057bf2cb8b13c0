% args: -q -g main -t halt {}
main :-
    list_to_set([a, 1, a, 1.0, b, X, Y, X], S), print(S), nl,
    subtract([a, b, c, a], [a], R), print(R), nl,
    intersection([a, b, a], [a], I), print(I), nl,
    union([a, b, a], [c, a], U), print(U), nl,
    delete([f(1), f(2), g(1)], f(_), D), print(D), nl,
    exclude(==(a), [a, b, a], Ex), print(Ex), nl,
    sumlist([1, 2], _), permutation([a, b, c], P), print(P), nl,
    ( subset([a, b], [b, c, a]) -> writeln(subset) ; writeln(nosubset) ),
    list_to_ord_set([b, a, c, a], OS), print(OS), nl,
    ord_subtract([a, b, c], [b], OS2), print(OS2), nl,
    ord_memberchk(b, [a, b, c]), writeln(memberchk),
    ord_insert([a, c], b, OS3), print(OS3), nl.
