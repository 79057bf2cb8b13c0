/*  library(dcg/high_order) of SWI-Prolog 9: sequence//2,3,5,
    optional//2 and foreach//2,3, written as the predicates the DCG
    translation would give (the library source is read without it, see
    dcg_basics.pl).

    Written for goprolog from SWI-Prolog's documentation and observed
    behaviour. Internal helpers start with '$dcgho_'.
*/

sequence(OnElem, List, S0, S) :-
    '$dcgho_seq'(List, OnElem, S0, S).

'$dcgho_seq'([H|T], P, S0, S) :-
    call(P, H, S0, S1),
    '$dcgho_seq'(T, P, S1, S).
'$dcgho_seq'([], _, S, S).

sequence(OnElem, OnSep, List, S0, S) :-
    '$dcgho_seq'(List, OnElem, OnSep, S0, S).

'$dcgho_seq'([H|T], OnElem, OnSep, S0, S) :-
    call(OnElem, H, S0, S1),
    (   phrase(OnSep, S1, S2)
    ->  !,
        '$dcgho_seq'(T, OnElem, OnSep, S2, S)
    ;   T = [],
        S = S1
    ).
'$dcgho_seq'([], _, _, S, S).

sequence(Start, OnElem, OnSep, End, List, S0, S) :-
    phrase(Start, S0, S1),
    '$dcgho_seq'(List, OnElem, OnSep, S1, S2),
    phrase(End, S2, S),
    !.

optional(Match, _Default, S0, S) :-
    phrase(Match, S0, S),
    !.
optional(_, Default, S0, S) :-
    phrase(Default, S0, S),
    !.

foreach(Generator, Element, S0, S) :-
    foreach(Generator, Element, [], S0, S).

foreach(Generator, Element, Sep, S0, S) :-
    findall(Element, Generator, Elems),
    '$dcgho_each'(Elems, Sep, S0, S).

'$dcgho_each'([], _, S, S).
'$dcgho_each'([H|T], Sep, S0, S) :-
    phrase(H, S0, S1),
    (   T == []
    ->  S = S1
    ;   phrase(Sep, S1, S2),
        '$dcgho_each'(T, Sep, S2, S)
    ).
