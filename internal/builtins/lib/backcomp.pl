/*  Predicates SWI-Prolog keeps for old programs, in Prolog: those of
    library(backcomp) and library(gensym). The Go ones (apply/2,
    concat_atom/2,3) are in backcomp.go.
*/

concat(A, B, C) :-
    atom_concat(A, B, C).

string_to_list(String, Codes) :-
    string_codes(String, Codes).

proper_list(List) :-
    is_list(List).

write_ln(X) :-
    writeln(X).

flush :-
    flush_output.

checklist(Goal, List) :-
    maplist(Goal, List).

%   sublist(:Goal, +List, ?Sub): the elements of List for which Goal
%   succeeds (include/3 of old).
sublist(_, [], []) :-
    !.
sublist(Goal, [H|T], Sub) :-
    call(Goal, H),
    !,
    Sub = [H|R],
    sublist(Goal, T, R).
sublist(Goal, [_|T], R) :-
    sublist(Goal, T, R).

%   merge(+List1, +List2, -List): merges two lists in the standard order
%   of terms, keeping duplicates; merge_set/3 merges two ordered sets.
merge([], L, L) :-
    !.
merge(L, [], L) :-
    !.
merge([H1|T1], [H2|T2], [H|R]) :-
    (   H1 @=< H2
    ->  H = H1,
        merge(T1, [H2|T2], R)
    ;   H = H2,
        merge([H1|T1], T2, R)
    ).

merge_set([], L, L) :-
    !.
merge_set(L, [], L) :-
    !.
merge_set([H1|T1], [H2|T2], [H1|R]) :-
    H1 @< H2,
    !,
    merge_set(T1, [H2|T2], R).
merge_set([H1|T1], [H2|T2], [H2|R]) :-
    H1 @> H2,
    !,
    merge_set([H1|T1], T2, R).
merge_set([H1|T1], [H2|T2], [H1|R]) :-
    H1 == H2,
    merge_set(T1, T2, R).

%   library(gensym): gensym(+Base, -Unique) gives Base1, Base2, ...; each
%   base counts in the flag '$gs_Base' (flag/3), recorded under
%   '$gensym' for reset_gensym/0.
gensym(Base, Atom) :-
    atom_concat('$gs_', Base, Key),
    flag(Key, Old, Old+1),
    (   Old =:= 0
    ->  recordz('$gensym', Key)
    ;   true
    ),
    New is Old+1,
    atom_concat(Base, New, Atom).

reset_gensym(Base) :-
    atom_concat('$gs_', Base, Key),
    flag(Key, _, 0).

reset_gensym :-
    forall(recorded('$gensym', Key, Ref),
           ( flag(Key, _, 0),
             erase(Ref)
           )).

duplicate_term(Term, Copy) :-
    copy_term(Term, Copy).

%   prolog_flag(?Flag, ?Value): library(quintus)'s current_prolog_flag/2,
%   with version as the text of SWI-Prolog's banner.
prolog_flag(version, Version) :-
    !,
    current_prolog_flag(version_data, swi(Major, Minor, Patch, _)),
    current_prolog_flag(arch, Arch),
    (   current_prolog_flag(compiled_at, Compiled)
    ->  true
    ;   Compiled = ''
    ),
    atomic_list_concat(['SWI-Prolog ',
                 Major, '.', Minor, '.', Patch,
                 ' (', Arch, '): ', Compiled], Version).
prolog_flag(Flag, Value) :-
    current_prolog_flag(Flag, Value).
