% Pattern matching over a symbolic database, after the browse benchmark
% (Gabriel's Lisp set, in the van Roy suite): a database of units, each
% with a property list of data items (lists of symbols and nested lists)
% made by a pseudo-random generator, is searched with patterns holding
% wildcards: star matches any run of items, any matches one item, and
% a pattern variable, written v(Name), matches one item and must match
% the same item wherever it recurs. Each round counts, for every
% pattern, the units with a matching item; the answer sums the counts.

% rand(+S0, -S, -X): next state and a value below 2^15.
rand(S0, S, X) :-
    S is (S0 * 1103515245 + 12345) mod 2147483648,
    X is S // 65536.

symbols(s(a, b, c, d, e, f)).

% item(+Len, -Item, +S0, -S): a list of Len symbols, one in eight of
% them replaced by a nested list of two symbols.
item(0, [], S, S) :- !.
item(N, [X|Xs], S0, S) :-
    rand(S0, S1, R),
    symbols(Sy),
    (   R mod 8 =:= 0
    ->  rand(S1, S2, R2),
        A is R2 mod 6 + 1, B is (R2 // 6) mod 6 + 1,
        arg(A, Sy, XA), arg(B, Sy, XB),
        X = [XA, XB]
    ;   S2 = S1,
        K is (R // 8) mod 6 + 1,
        arg(K, Sy, X)
    ),
    N1 is N - 1,
    item(N1, Xs, S2, S).

items(0, [], S, S) :- !.
items(N, [I|Is], S0, S) :-
    rand(S0, S1, R),
    Len is R mod 6 + 4,
    item(Len, I, S1, S2),
    N1 is N - 1,
    items(N1, Is, S2, S).

units(0, [], S, S) :- !.
units(N, [unit(N, Props)|Us], S0, S) :-
    items(6, Props, S0, S1),
    N1 is N - 1,
    units(N1, Us, S1, S).

patterns([
    [star, a, star, b, star],
    [a, any, v(x), star, v(x)],
    [star, [v(y), v(y)], star],
    [any, any, c, star, d, any],
    [star, v(x), v(x), star],
    [star, [a, any], star, [any, b], star],
    [v(x), star, v(x)],
    [e, star, f, star, e]
]).

% match(+Pattern, +Data, +Bindings0, -Bindings)
match([], [], B, B).
match([star|Ps], Ds, B0, B) :-
    tails(Ds, Rest),
    match(Ps, Rest, B0, B).
match([any|Ps], [_|Ds], B0, B) :-
    match(Ps, Ds, B0, B).
match([v(N)|Ps], [D|Ds], B0, B) :-
    (   lookup(N, B0, V)
    ->  V == D,
        B1 = B0
    ;   B1 = [N-D|B0]
    ),
    match(Ps, Ds, B1, B).
match([P|Ps], [D|Ds], B0, B) :-
    P \== star, P \== any, P \= v(_),
    (   atom(P)
    ->  P == D,
        B1 = B0
    ;   is_list(D),
        match(P, D, B0, B1)
    ),
    match(Ps, Ds, B1, B).

tails(L, L).
tails([_|T], R) :- tails(T, R).

lookup(N, [M-V|Bs], W) :-
    (   N == M
    ->  W = V
    ;   lookup(N, Bs, W)
    ).

unit_matches(Pattern, unit(_, Props)) :-
    member(Item, Props),
    match(Pattern, Item, [], _), !.

count_matches(Pattern, Units, K) :-
    findall(x, (member(U, Units), unit_matches(Pattern, U)), Xs),
    length(Xs, K).

round(Units, Counts) :-
    patterns(Ps),
    findall(K, (member(P, Ps), count_matches(P, Units, K)), Counts).

rounds(0, _, C, C) :- !.
rounds(N, Units, _, C) :-
    round(Units, C1),
    N1 is N - 1,
    rounds(N1, Units, C1, C).

bench_main :-
    units(300, Units, 7, _),
    rounds(40, Units, [], Counts),
    sum_list(Counts, Total),
    format("~w ~w~n", [Total, Counts]).
