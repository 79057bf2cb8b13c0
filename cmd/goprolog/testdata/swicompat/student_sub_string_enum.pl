% args: -q -g main -t halt {}
main :-
    forall(sub_string("abcd", B, 2, A, S), format("~w ~w ~q~n", [B, A, S])),
    findall(S, sub_string("aXbXc", _, _, _, S), L), length(L, N), format("~w~n", [N]),
    ( sub_string("hello", B2, _, 0, "llo") -> format("~w~n", [B2]) ; true ),
    findall(B3, sub_string("banana", B3, _, _, "an"), Bs), print(Bs), nl.
