/*  locale_sort/2 of SWI-Prolog 9's library(sort) (predsort/3 is in
    lists.pl) and collation_key/2, the system predicate it sorts by.

    Written for goprolog from SWI-Prolog's documentation and observed
    behaviour. SWI-Prolog's collation key is the text transformed by the
    C library for the collation of the current locale; goprolog has only
    the C locale's, in which the key is the text itself, as a string,
    and texts sort by their code points. Internal helpers start with
    '$locale_'.
*/

%   collation_key(+Text, -Key): Text is an atom or a string.
collation_key(Text, Key) :-
    (   var(Text)
    ->  throw(error(instantiation_error, context(system:collation_key/2, _)))
    ;   atom(Text)
    ->  atom_string(Text, Key0),
        Key = Key0
    ;   string(Text)
    ->  Key = Text
    ;   throw(error(type_error(atom, Text), context(system:collation_key/2, _)))
    ).

%   locale_sort(+List, -Sorted): List's atoms and strings by their
%   collation keys, duplicates kept, equal keys in List's order.
locale_sort(List, Sorted) :-
    '$locale_keyed'(List, Keyed),
    keysort(Keyed, SortedKeyed),
    '$locale_values'(SortedKeyed, Sorted).

'$locale_keyed'([], []).
'$locale_keyed'([X|Xs], [K-X|Ks]) :-
    collation_key(X, K),
    '$locale_keyed'(Xs, Ks).

'$locale_values'([], []).
'$locale_values'([_-X|Ps], [X|Xs]) :-
    '$locale_values'(Ps, Xs).
