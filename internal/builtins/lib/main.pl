/*  library(main) of SWI-Prolog 9: main/0, which runs the program's
    main/1 with the command line's arguments (so that a script's
    `:- initialization(main, main).` reaches it), and argv_options/3 in
    its untyped form: `--name=value` is name(Value), a number when the
    value reads as one; `--flag` is flag(true), `--no-flag` flag(false);
    `--` ends the options; everything else is positional. A dash in a
    name is an underscore in the option's name, as in SWI-Prolog.

    Written for goprolog from SWI-Prolog 9.0.4's documentation and
    observed behaviour. The typed form that a program's opt_type/3
    selects is not there. Internal helpers start with '$argv_'.
*/

main :-
    current_prolog_flag(argv, Av),
    catch(main(Av), E, throw(E)).

argv_options(Argv, Positional, Options) :-
    '$argv_options'(Argv, Positional, Options).

'$argv_options'([], Pos, Opts) :-
    !,
    Pos = [],
    Opts = [].
'$argv_options'([--|R], Pos, Opts) :-
    !,
    Pos = R,
    Opts = [].
'$argv_options'([H0|T0], R, Opts) :-
    sub_atom(H0, 0, _, _, --),
    !,
    Opts = [H|T],
    (   sub_atom(H0, B, _, A, =)
    ->  B2 is B-2,
        sub_atom(H0, 2, B2, _, Name),
        sub_string(H0, _, A, 0, Value0),
        '$argv_convert'(Name, Value0, Value)
    ;   sub_atom(H0, 2, _, 0, Name0),
        (   sub_atom(Name0, 0, _, _, 'no-')
        ->  sub_atom(Name0, 3, _, 0, Name),
            Value = false
        ;   Name = Name0,
            Value = true
        )
    ),
    split_string(Name, "-_", "", Parts),
    atomic_list_concat(Parts, '_', PlName),
    H =.. [PlName, Value],
    '$argv_options'(T0, R, T).
'$argv_options'([H|T0], [H|R], T) :-
    '$argv_options'(T0, R, T).

'$argv_convert'(password, String, String) :- !.
'$argv_convert'(_, String, Number) :-
    catch(number_string(Number, String), _, fail),
    !.
'$argv_convert'(_, String, Atom) :-
    atom_string(Atom, String).
