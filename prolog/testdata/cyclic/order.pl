% The standard order of cyclic terms, and term_hash/2 of them. SWI-Prolog
% links each pair of compounds met as equal before it compares their
% arguments, which orders some pairs the same way both ways round (how
% sort/2 then dedups them depends on its merge, so it is shown only for
% the pairs ordered consistently); the hash of two cyclic terms that are
% == is the same.

pair(1, X, Y) :- X = f(X), Y = f(Y).
pair(2, X, Y) :- X = f(X, a), Y = f(Y, b).
pair(3, X, Y) :- X = f(X, b), Y = f(Y, a).
pair(4, X, Y) :- X = f(X, a), Y = f(f(Y, a), b).
pair(5, X, Y) :- X = f(X, a), Y = f(f(Y, b), a).
pair(6, X, Y) :- X = f(X, b), Y = f(f(Y, b), a).
pair(7, X, Y) :- X = [a|X], Y = [a, a|Y].
pair(8, X, Y) :- X = [1, 2|X], Y = [1, 2, 1, 2|Y].
pair(9, X, Y) :- X = f(X, b, c), Y = f(f(Y, b, c), b, d).
pair(10, X, Y) :- X = g(a, X), Y = g(a, g(a, Y)).
pair(11, X, Y) :- X = f(Y0), Y0 = f(X), Y = f(Y).
pair(12, X, Y) :- X = f(X, 1), Y = f(Y, 2).
pair(13, X, Y) :- X = [b|X], Y = [a|Y].
pair(14, X, Y) :- X = f(X), Y = f(f(Y)).
pair(15, X, Y) :- X = f(X, Z), Y = f(Y, Z).

show(N) :-
    pair(N, X, Y),
    compare(O1, X, Y),
    compare(O2, Y, X),
    ( X == Y -> E = (==) ; E = (\==) ),
    ( X @< Y -> L = (@<) ; L = (-) ),
    ( X @> Y -> G = (@>) ; G = (-) ),
    msort([X, Y, X], S), length(S, SL),
    (   compare(O3, Y, X), opposite(O1, O3)
    ->  sort([X, Y, X], U), length(U, UL)
    ;   UL = (-)
    ),
    (   ground(X-Y)
    ->  term_hash(X, HX), term_hash(Y, HY),
        ( X == Y -> ( HX == HY -> H = same_hash ; H = other_hash ) ; H = unequal )
    ;   term_hash(X, HX), ( var(HX) -> H = unbound ; H = bound )
    ),
    format("~w: ~w ~w ~w ~w ~w msort:~w sort:~w ~w~n", [N, O1, O2, E, L, G, SL, UL, H]).

opposite(<, >).
opposite(>, <).
opposite(=, =).

main :- forall(between(1, 15, N), show(N)).
