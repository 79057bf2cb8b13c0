/*  library(main) of SWI-Prolog 9: main/0, which runs the program's
    main/1 with the command line's arguments (so that a script's
    `:- initialization(main, main).` reaches it), and argv_options/3 in
    its untyped form: `--name=value` is name(Value), a number when the
    value reads as one; `--flag` is flag(true), `--no-flag` flag(false);
    `--` ends the options; everything else is positional. A dash in a
    name is an underscore in the option's name, as in SWI-Prolog.

    Written for goprolog from SWI-Prolog 9.0.4's documentation and
    observed behaviour. A program that defines opt_type/3 gets the typed
    form: long options `--name=value` or `--name value`, short options
    `-n value`, `-nvalue` and grouped booleans `-vq`, `--no-name` for a
    boolean, values converted and checked by type (boolean, integer,
    float, number, nonneg, natural, between/2, atom, oneof/1, string,
    file, term and A|B), errors printed and the program halted with
    status 1; argv_options/4 with on_error(halt(Code)) or without it,
    throwing error(opt_error(E), _). The usage text of -h is not there.
    Internal helpers start with '$argv_'.
*/

main :-
    current_prolog_flag(argv, Av),
    catch(main(Av), E, throw(E)),
    (   current_predicate('$argv_interactive'/0),
        '$argv_interactive'
    ->  cli_enable_development_system
    ;   true
    ).

%   cli_parse_debug_options(+Options0, -Options): Options is Options0
%   without the options that set up debugging, which it runs:
%   debug(TopicString) enables the topic, spy(PI) and gspy(PI) (PI as
%   an atom: name/arity, name//arity, module:...) set a spy point, and
%   interactive(true) makes main/0 call cli_enable_development_system/0
%   when main/1 is done.

cli_parse_debug_options([], []).
cli_parse_debug_options([H|T0], Options) :-
    '$argv_debug_option'(H),
    !,
    cli_parse_debug_options(T0, Options).
cli_parse_debug_options([H|T0], [H|T]) :-
    cli_parse_debug_options(T0, T).

'$argv_debug_option'(interactive(true)) :-
    asserta('$argv_interactive').
'$argv_debug_option'(debug(TopicString)) :-
    term_string(Topic, TopicString),
    debug(Topic).
'$argv_debug_option'(spy(Atom)) :-
    '$argv_atom_pi'(Atom, PI),
    spy(PI).
'$argv_debug_option'(gspy(Atom)) :-
    '$argv_atom_pi'(Atom, PI),
    spy(PI).

'$argv_atom_pi'(Atom, Module:PI) :-
    '$argv_split'(Atom, :, Module, PiAtom),
    !,
    '$argv_atom_pi'(PiAtom, PI).
'$argv_atom_pi'(Atom, Name//Arity) :-
    '$argv_split'(Atom, //, Name, Arity),
    !.
'$argv_atom_pi'(Atom, Name/Arity) :-
    '$argv_split'(Atom, /, Name, Arity),
    !.
'$argv_atom_pi'(Atom, _) :-
    format(user_error, 'Invalid predicate indicator: "~w"~n', [Atom]),
    halt(1).

'$argv_split'(Atom, Sep, Before, After) :-
    sub_atom(Atom, BL, _, AL, Sep),
    !,
    sub_atom(Atom, 0, BL, _, Before),
    sub_atom(Atom, _, AL, 0, AfterAtom),
    (   atom_number(AfterAtom, After)
    ->  true
    ;   After = AfterAtom
    ).

%   cli_enable_development_system: what swipl does to enter its top
%   level after main/1 rather than halt: the flag toplevel_goal becomes
%   prolog. goprolog's top level does not read that flag.

cli_enable_development_system :-
    set_prolog_flag(toplevel_goal, prolog).

argv_options(Argv, Positional, Options) :-
    current_predicate(opt_type/3),
    !,
    argv_options(Argv, Positional, Options, [on_error(halt(1))]).
argv_options(Argv, Positional, Options) :-
    '$argv_options'(Argv, Positional, Options).

argv_options(Argv, Positional, Options, ParseOptions) :-
    (   memberchk(on_error(halt(Code)), ParseOptions)
    ->  catch('$argv_parse'(Argv, Positional, Options, ParseOptions),
              error(opt_error(E), _),
              ( '$argv_error_text'(E, Text),
                print_message(error, format("~w", [Text])),
                halt(Code)
              ))
    ;   '$argv_parse'(Argv, Positional, Options, ParseOptions)
    ).

'$argv_parse'([], Pos, Opts, _) :-
    !,
    Pos = [],
    Opts = [].
'$argv_parse'([--|T], Pos, Opts, _) :-
    !,
    Pos = T,
    Opts = [].
'$argv_parse'([H|T], Pos, Opts, PO) :-
    atom_concat(--, Long, H),
    !,
    '$argv_long'(Long, T, Pos, Opts, PO).
'$argv_parse'([H|T], Pos, Opts, PO) :-
    H \== '-',
    atom_concat(-, Shorts, H),
    !,
    atom_chars(Shorts, Cs),
    '$argv_shorts'(Cs, T, Pos, Opts, PO).
'$argv_parse'(Argv, Pos, Opts, PO) :-
    memberchk(options_after_arguments(false), PO),
    !,
    Pos = Argv,
    Opts = [].
'$argv_parse'([H|T], [H|Pos], Opts, PO) :-
    '$argv_parse'(T, Pos, Opts, PO).

'$argv_long'(Long, T, Pos, [Opt|Opts], PO) :-
    sub_atom(Long, B, _, A, =),
    !,
    sub_atom(Long, 0, B, _, LName0),
    sub_atom(Long, _, A, 0, VAtom),
    '$argv_canonical'(LName0, LName),
    (   opt_type(LName, Name, Type)
    ->  '$argv_value'(Type, Long, VAtom, Value),
        Opt =.. [Name, Value],
        '$argv_parse'(T, Pos, Opts, PO)
    ;   '$argv_throw'(unknown_option(LName0))
    ).
'$argv_long'(LName0, T, Pos, [Opt|Opts], PO) :-
    '$argv_canonical'(LName0, Long),
    (   '$argv_bool'(Long, Name, Value)
    ->  T1 = T
    ;   (   atom_concat('no_', LName, Long)
        ;   atom_concat(no, LName, Long)
        ),
        '$argv_bool'(LName, Name, Value0)
    ->  '$argv_negate'(Value0, Value),
        T1 = T
    ;   opt_type(Long, Name, Type)
    ->  (   T = [VAtom|T1]
        ->  '$argv_value'(Type, Long, VAtom, Value)
        ;   '$argv_throw'(missing_value(Long, Type))
        )
    ;   '$argv_throw'(unknown_option(Long))
    ),
    Opt =.. [Name, Value],
    '$argv_parse'(T1, Pos, Opts, PO).

'$argv_shorts'([], T, Pos, Opts, PO) :-
    '$argv_parse'(T, Pos, Opts, PO).
'$argv_shorts'([H|T], Argv, Pos, [Opt|Opts], PO) :-
    (   '$argv_bool'(H, Name, Value)
    ->  Opt =.. [Name, Value],
        '$argv_shorts'(T, Argv, Pos, Opts, PO)
    ;   opt_type(H, Name, Type)
    ->  (   T == []
        ->  (   Argv = [VAtom|Argv1]
            ->  true
            ;   '$argv_throw'(missing_value(H, Type))
            )
        ;   atom_chars(VAtom, T),
            Argv1 = Argv
        ),
        '$argv_value'(Type, H, VAtom, Value),
        Opt =.. [Name, Value],
        '$argv_parse'(Argv1, Pos, Opts, PO)
    ;   '$argv_throw'(unknown_option(H))
    ).

'$argv_bool'(Opt, Name, Value) :-
    opt_type(Opt, Name, Type),
    (   Type == boolean
    ->  Value = true
    ;   Type = boolean(Value)
    ).

'$argv_negate'(true, false).
'$argv_negate'(false, true).

'$argv_canonical'(Name, PlName) :-
    split_string(Name, "-_", "", Parts),
    atomic_list_concat(Parts, '_', PlName).

'$argv_throw'(E) :-
    throw(error(opt_error(E), _)).

'$argv_value'(Type, _, VAtom, Value) :-
    '$argv_convert_typed'(Type, VAtom, Value),
    !.
'$argv_value'(Type, Opt, VAtom, _) :-
    '$argv_throw'(value_type(Opt, Type, VAtom)).

'$argv_convert_typed'(A|B, Spec, Value) :-
    (   '$argv_convert_typed'(A, Spec, Value)
    ->  true
    ;   '$argv_convert_typed'(B, Spec, Value)
    ).
'$argv_convert_typed'(boolean, Spec, Value) :-
    '$argv_to_bool'(Spec, Value).
'$argv_convert_typed'(boolean(_), Spec, Value) :-
    '$argv_to_bool'(Spec, Value).
'$argv_convert_typed'(number, Spec, Value) :-
    atom_number(Spec, Value).
'$argv_convert_typed'(integer, Spec, Value) :-
    atom_number(Spec, Value),
    integer(Value).
'$argv_convert_typed'(float, Spec, Value) :-
    atom_number(Spec, Value0),
    Value is float(Value0).
'$argv_convert_typed'(nonneg, Spec, Value) :-
    atom_number(Spec, Value),
    integer(Value),
    Value >= 0.
'$argv_convert_typed'(natural, Spec, Value) :-
    atom_number(Spec, Value),
    integer(Value),
    Value >= 1.
'$argv_convert_typed'(between(Low, High), Spec, Value) :-
    atom_number(Spec, Value0),
    (   ( float(Low) ; float(High) )
    ->  Value is float(Value0)
    ;   integer(Value0),
        Value = Value0
    ),
    Value >= Low,
    Value =< High.
'$argv_convert_typed'(atom, Value, Value).
'$argv_convert_typed'(oneof(List), Value, Value) :-
    memberchk(Value, List).
'$argv_convert_typed'(string, Value0, Value) :-
    atom_string(Value0, Value).
'$argv_convert_typed'(file, Value, Value).
'$argv_convert_typed'(file(Access), Spec, Value) :-
    (   Spec == '-'
    ->  Value = '-'
    ;   Value = Spec,
        (   access_file(Value, Access)
        ->  true
        ;   '$argv_throw'(access_file(Spec, Access))
        )
    ).
'$argv_convert_typed'(term, Spec, Value) :-
    term_string(Value, Spec, []).
'$argv_convert_typed'(term(Options), Spec, Value) :-
    term_string(Term, Spec, Options),
    (   memberchk(variable_names(Bindings), Options)
    ->  Value = Term-Bindings
    ;   Value = Term
    ).

'$argv_to_bool'(true, true).
'$argv_to_bool'('True', true).
'$argv_to_bool'('TRUE', true).
'$argv_to_bool'(on, true).
'$argv_to_bool'('On', true).
'$argv_to_bool'('1', true).
'$argv_to_bool'(false, false).
'$argv_to_bool'('False', false).
'$argv_to_bool'('FALSE', false).
'$argv_to_bool'(off, false).
'$argv_to_bool'('Off', false).
'$argv_to_bool'('0', false).

%   '$argv_error_text'(+Error, -Text): SWI-Prolog's message for an
%   opt_error(Error).
'$argv_error_text'(unknown_option(Opt), Text) :-
    '$argv_opt_text'(Opt, O),
    (   opt_type(H, help, boolean)
    ->  '$argv_opt_text'(H, HT),
        format(atom(Text), "Unknown option: ~w (~w for help)", [O, HT])
    ;   format(atom(Text), "Unknown option: ~w (-h for help)", [O])
    ).
'$argv_error_text'(missing_value(Opt, Type), Text) :-
    '$argv_opt_text'(Opt, O),
    format(atom(Text), "Option ~w requires an argument (of type ~p)", [O, Type]).
'$argv_error_text'(value_type(Opt, Type, Found), Text) :-
    '$argv_opt_text'(Opt, O),
    '$argv_type_text'(Type, T),
    format(atom(Text), "Option ~w requires~w (found ~w)", [O, T, Found]).
'$argv_error_text'(access_file(File, exist), Text) :-
    !,
    format(atom(Text), "File ~w does not exist", [File]).
'$argv_error_text'(access_file(File, Access), Text) :-
    '$argv_access_verb'(Access, Verb),
    format(atom(Text), "Cannot access file ~w for ~w", [File, Verb]).

'$argv_access_verb'(read, reading).
'$argv_access_verb'(write, writing).
'$argv_access_verb'(append, writing).
'$argv_access_verb'(execute, executing).

'$argv_opt_text'(Opt, Text) :-
    (   atom_length(Opt, 1)
    ->  atom_concat(-, Opt, Text)
    ;   atom_concat(--, Opt, Text)
    ).

'$argv_type_text'(A|B, Text) :-
    !,
    '$argv_type_text'(A, TA),
    '$argv_type_text'(B, TB),
    format(atom(Text), "~w or~w", [TA, TB]).
'$argv_type_text'(oneof([One]), Text) :-
    !,
    format(atom(Text), " ~w", [One]).
'$argv_type_text'(oneof(List), Text) :-
    !,
    atomic_list_concat(List, ', ', L),
    format(atom(Text), " one of ~w", [L]).
'$argv_type_text'(between(Low, High), Text) :-
    !,
    format(atom(Text), " a number ~w..~w", [Low, High]).
'$argv_type_text'(nonneg, ' a non-negative integer') :-
    !.
'$argv_type_text'(natural, ' a positive integer (>= 1)') :-
    !.
'$argv_type_text'(file(Access), Text) :-
    !,
    format(atom(Text), " a file with ~w access", [Access]).
'$argv_type_text'(Type, Text) :-
    format(atom(Text), " an argument of type ~w", [Type]).

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
