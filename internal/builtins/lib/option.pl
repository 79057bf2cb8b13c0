/*  library(option) of SWI-Prolog 9: option lists of Name(Value) terms,
    with the deprecated Name = Value form accepted on lookup.

    Written for goprolog from SWI-Prolog's documentation and observed
    behaviour. SWI-Prolog's option/2 is a single-sided-unification rule
    for a list or a dict; any other second argument raises the error term
    SWI-Prolog raises, module qualification included. The lookups are
    steadfast: option(a(2), [a(1)]) fails, because the first a/1 option
    is the one that counts. There are no dicts. Internal helpers start
    with '$opt_'.
*/

option(Opt, Options) :-
    (   is_list(Options)
    ->  functor(Opt, Name, Arity),
        functor(Gen, Name, Arity),
        '$opt_get'(Gen, Options),
        !,
        Opt = Gen
    ;   throw(error(existence_error(matching_rule, swi_option:option(Opt, Options)),
                    context(swi_option:option/2, _)))
    ).

option(Opt, Options, Default) :-
    functor(Opt, Name, Arity),
    functor(Gen, Name, Arity),
    (   '$opt_get'(Gen, Options)
    ->  Opt = Gen
    ;   arg(1, Opt, Default)
    ).

%   '$opt_get'(?Opt, +Options): the first option of Options that unifies
%   with Opt, in the Name(Value) form or else the Name = Value form.

'$opt_get'(Opt, Options) :-
    memberchk(Opt, Options),
    !.
'$opt_get'(Opt, Options) :-
    functor(Opt, Name, 1),
    arg(1, Opt, Value),
    memberchk(Name = Value, Options),
    !.

select_option(Opt, Options0, Options) :-
    functor(Opt, Name, Arity),
    functor(Gen, Name, Arity),
    '$opt_select'(Gen, Options0, Options),
    Opt = Gen.

select_option(Opt, Options0, Options, Default) :-
    functor(Opt, Name, Arity),
    functor(Gen, Name, Arity),
    (   '$opt_select'(Gen, Options0, Options1)
    ->  Options = Options1,
        Opt = Gen
    ;   Options = Options0,
        arg(1, Opt, Default)
    ).

'$opt_select'(Opt, Options0, Options) :-
    selectchk(Opt, Options0, Options),
    !.
'$opt_select'(Opt, Options0, Options) :-
    functor(Opt, Name, 1),
    arg(1, Opt, Value),
    selectchk(Name = Value, Options0, Options).

%   merge_options(+New, +Old, -Merged): both lists in the Name(Value)
%   form, sorted, and merged by Name/Arity: an option of New replaces the
%   options of Old with its name and arity. Either list being [] leaves
%   the other as it is, put in Name(Value) form.

merge_options([], Old, Merged) :-
    !,
    '$opt_canonical'(Old, Merged).
merge_options(New, [], Merged) :-
    !,
    '$opt_canonical'(New, Merged).
merge_options(New, Old, Merged) :-
    '$opt_canonical'(New, NewC),
    '$opt_canonical'(Old, OldC),
    sort(NewC, NewS),
    sort(OldC, OldS),
    '$opt_merge'(NewS, OldS, Merged).

'$opt_merge'([], L, L) :- !.
'$opt_merge'(L, [], L) :- !.
'$opt_merge'([N|Ns], [O|Os], Merged) :-
    '$opt_key'(N, NK),
    '$opt_key'(O, OK),
    compare(Order, NK, OK),
    '$opt_merge'(Order, N, NK, O, OK, Ns, Os, Merged).

%   '$opt_merge'(+Order, +N, +NKey, +O, +OKey, +Ns, +Os, -Merged): N heads
%   the rest of New and O the rest of Old; an option of New with O's key
%   drops O and the further options of Old with that key.

'$opt_merge'(=, N, _, _, _, Ns, Os, [N|Merged]) :-
    '$opt_merge'(Ns, Os, Merged).
'$opt_merge'(<, N, _, O, OK, Ns, Os, [N|Merged]) :-
    (   Ns = [N1|Ns1]
    ->  '$opt_key'(N1, NK1),
        compare(Order, NK1, OK),
        '$opt_merge'(Order, N1, NK1, O, OK, Ns1, Os, Merged)
    ;   Merged = [O|Os]
    ).
'$opt_merge'(>, N, NK, O, _, Ns, Os, [O|Merged]) :-
    (   Os = [O1|Os1]
    ->  '$opt_key'(O1, OK1),
        compare(Order, NK, OK1),
        '$opt_merge'(Order, N, NK, O1, OK1, Ns, Os1, Merged)
    ;   Merged = [N|Ns]
    ).

'$opt_key'(Option, Name-Arity) :-
    functor(Option, Name, Arity).

%   '$opt_canonical'(+Options, -Canonical): Name = Value and Name - Value
%   options as Name(Value); a list without any Name = Value is left as
%   it is.

'$opt_canonical'(In, Out) :-
    memberchk(_ = _, In),
    !,
    '$opt_canonical_list'(In, Out).
'$opt_canonical'(Options, Options).

'$opt_canonical_list'([], []).
'$opt_canonical_list'([H0|T0], [H|T]) :-
    '$opt_canonical_option'(H0, H),
    '$opt_canonical_list'(T0, T).

'$opt_canonical_option'(Name = Value, H) :-
    !,
    H =.. [Name, Value].
'$opt_canonical_option'(Name - Value, H) :-
    !,
    H =.. [Name, Value].
'$opt_canonical_option'(H, H).

%   meta_options(+IsMeta, :Options0, -Options): Options is Options0 with
%   the value of each option whose name IsMeta accepts qualified with the
%   module it is to run in: the caller's, or the one that qualifies it.
%   Options that are not Name(Value), Name = Value or Name - Value are
%   kept as they are.

meta_options(IsMeta, Options0, Options) :-
    strip_module(Options0, Context, Options1),
    must_be(list, Options1),
    '$opt_meta_options'(Options1, IsMeta, Context, Options).

'$opt_meta_options'([], _, _, []).
'$opt_meta_options'([O0|Os0], IsMeta, Context, [O|Os]) :-
    '$opt_meta_option'(O0, IsMeta, Context, O),
    '$opt_meta_options'(Os0, IsMeta, Context, Os).

'$opt_meta_option'(O0, IsMeta, Context, O) :-
    (   O0 = (Name = V0),
        call(IsMeta, Name)
    ->  strip_module(Context:V0, M, V),
        O = (Name=(M:V))
    ;   O0 = Name - V0,
        call(IsMeta, Name)
    ->  strip_module(Context:V0, M, V),
        O = Name-(M:V)
    ;   compound(O0),
        O0 =.. [Name, V0],
        call(IsMeta, Name)
    ->  strip_module(Context:V0, M, V),
        compound_name_arguments(O, Name, [M:V])
    ;   O = O0
    ).
