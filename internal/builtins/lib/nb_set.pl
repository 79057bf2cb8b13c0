/*  library(nb_set) of SWI-Prolog 9: sets of terms, compared as variants,
    that grow destructively (they keep what is added on backtracking), for
    example to collect the distinct solutions of a goal.

    Written for goprolog from SWI-Prolog's documentation. The set is
    nb_set(Assoc, Size): Assoc maps the numbered copy of each element to
    the element. SWI-Prolog's own term is a hash table and prints
    otherwise. Internal helpers start with '$nbset_'.
*/

empty_nb_set(nb_set(t, 0)).

add_nb_set(Key, Set) :-
    add_nb_set(Key, Set, _).

add_nb_set(Key, Set, New) :-
    Set = nb_set(Assoc0, Size0),
    copy_term(Key, K),
    numbervars(K, 0, _),
    (   get_assoc(K, Assoc0, _)
    ->  New = false
    ;   New = true,
        put_assoc(K, Assoc0, Key, Assoc),
        Size is Size0 + 1,
        nb_setarg(1, Set, Assoc),
        nb_setarg(2, Set, Size)
    ).

gen_nb_set(nb_set(Assoc, _), Key) :-
    gen_assoc(_, Assoc, Key0),
    copy_term(Key0, Key).

size_nb_set(nb_set(_, Size), Size).

nb_set_to_list(nb_set(Assoc, _), List) :-
    assoc_to_values(Assoc, Values),
    sort(Values, List).
