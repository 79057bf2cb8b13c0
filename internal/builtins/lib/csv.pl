/*  library(csv) of SWI-Prolog 9: csv_read_file/2,3, csv_read_stream/3,
    csv//1,2, csv_write_file/2,3 and csv_write_stream/3, with the options
    separator(Code), strip(Bool), convert(Bool), functor(Name),
    match_arity(Bool) and skip_header(Prefix). Fields are read as
    RFC 4180 describes ("" in a quoted field is "), lines end in LF or
    CR LF, a field is a number when its text is one and convert(true)
    (the default), else an atom; rows are written with CR LF, a field
    quoted where it holds the separator, a quote or a line break.

    Written for goprolog from SWI-Prolog's documentation and observed
    behaviour. Internal helpers start with '$csv_'.
*/

csv_read_file(File, Rows) :-
    csv_read_file(File, Rows, []).

csv_read_file(File, Rows, Options) :-
    read_file_to_codes(File, Codes, []),
    '$csv_parse'(Codes, Options, Rows).

csv_read_stream(Stream, Rows, Options) :-
    read_stream_to_codes(Stream, Codes),
    '$csv_parse'(Codes, Options, Rows).

csv(Rows, S0, S) :-
    csv(Rows, [], S0, S).

csv(Rows, Options, S0, S) :-
    '$csv_parse'(S0, Options, Rows),
    S = [].

'$csv_parse'(Codes, Options, Rows) :-
    (   memberchk(separator(Sep), Options) -> true ; Sep = 0', ),
    (   memberchk(strip(Strip), Options) -> true ; Strip = false ),
    (   memberchk(convert(Convert), Options) -> true ; Convert = true ),
    (   memberchk(functor(F), Options) -> true ; F = row ),
    '$csv_lines'(Codes, s(Sep, Strip, Convert), Lines0),
    (   memberchk(skip_header(Prefix), Options)
    ->  atom_codes(Prefix, PCs),
        '$csv_skip_header'(Lines0, PCs, Lines)
    ;   Lines = Lines0
    ),
    '$csv_rows'(Lines, F, Rows),
    (   memberchk(match_arity(false), Options)
    ->  true
    ;   memberchk(arity(Arity), Options)
    ->  '$csv_check_arity'(Rows, Arity)
    ;   Rows = [Row|_]
    ->  functor(Row, _, Arity),
        '$csv_check_arity'(Rows, Arity)
    ;   true
    ).

'$csv_skip_header'([L|Ls], PCs, Out) :-
    L = [raw(Cs)-_|_],
    append(PCs, _, Cs),
    !,
    '$csv_skip_header'(Ls, PCs, Out).
'$csv_skip_header'(Ls, _, Ls).

'$csv_check_arity'([], _).
'$csv_check_arity'([R|Rs], Arity) :-
    functor(R, _, A),
    (   A =:= Arity
    ->  '$csv_check_arity'(Rs, Arity)
    ;   domain_error(row_arity(Arity), A)
    ).

'$csv_rows'([], _, []).
'$csv_rows'([L|Ls], F, [R|Rs]) :-
    '$csv_values'(L, Vs),
    R =.. [F|Vs],
    '$csv_rows'(Ls, F, Rs).

'$csv_values'([], []).
'$csv_values'([raw(_)-V|Fs], [V|Vs]) :-
    '$csv_values'(Fs, Vs).

% '$csv_lines'(+Codes, +S, -Lines): each line a list of raw(Codes)-Value
% fields, the raw text kept for skip_header/1.
'$csv_lines'([], _, []) :-
    !.
'$csv_lines'(Codes, S, [Fields|Lines]) :-
    '$csv_fields'(Codes, S, Fields, Rest),
    '$csv_lines'(Rest, S, Lines).

'$csv_fields'(Codes, S, [F|Fs], Rest) :-
    '$csv_field'(Codes, S, F, Rest0),
    S = s(Sep, _, _),
    (   Rest0 = [Sep|Rest1]
    ->  '$csv_fields'(Rest1, S, Fs, Rest)
    ;   Rest0 = [0'\r, 0'\n|Rest]
    ->  Fs = []
    ;   Rest0 = [0'\n|Rest]
    ->  Fs = []
    ;   Rest0 = [0'\r|Rest]
    ->  Fs = []
    ;   Rest = Rest0,
        Fs = []
    ).

'$csv_field'([0'"|Cs], S, raw(Raw)-V, Rest) :-
    !,
    '$csv_quoted'(Cs, Raw0, Rest),
    S = s(_, Strip, Convert),
    Raw = [0'"|Raw0],
    '$csv_value'(Raw0, Strip, Convert, V).
'$csv_field'(Cs, S, raw(Raw)-V, Rest) :-
    S = s(Sep, Strip, Convert),
    '$csv_plain'(Cs, Sep, Raw, Rest),
    '$csv_value'(Raw, Strip, Convert, V).

'$csv_quoted'([], [], []).
'$csv_quoted'([0'", 0'"|Cs], [0'"|Raw], Rest) :-
    !,
    '$csv_quoted'(Cs, Raw, Rest).
'$csv_quoted'([0'"|Rest], [], Rest) :-
    !.
'$csv_quoted'([C|Cs], [C|Raw], Rest) :-
    '$csv_quoted'(Cs, Raw, Rest).

'$csv_plain'([], _, [], []).
'$csv_plain'([C|Cs], Sep, Raw, Rest) :-
    (   ( C == Sep ; C == 0'\n ; C == 0'\r )
    ->  Raw = [],
        Rest = [C|Cs]
    ;   Raw = [C|Raw1],
        '$csv_plain'(Cs, Sep, Raw1, Rest)
    ).

'$csv_value'(Codes0, Strip, Convert, V) :-
    (   Strip == true
    ->  '$csv_strip'(Codes0, Codes)
    ;   Codes = Codes0
    ),
    (   Convert == true,
        Codes = [C0|_],
        \+ code_type(C0, space),
        last(Codes, CL),
        \+ code_type(CL, space),
        catch(number_codes(N, Codes), _, fail)
    ->  V = N
    ;   atom_codes(V, Codes)
    ).

'$csv_strip'(Cs0, Cs) :-
    '$csv_drop_blanks'(Cs0, Cs1),
    reverse(Cs1, R1),
    '$csv_drop_blanks'(R1, R2),
    reverse(R2, Cs).

'$csv_drop_blanks'([C|Cs], Out) :-
    ( C == 0'\s ; C == 0'\t ),
    !,
    '$csv_drop_blanks'(Cs, Out).
'$csv_drop_blanks'(Cs, Cs).

csv_write_file(File, Rows) :-
    csv_write_file(File, Rows, []).

csv_write_file(File, Rows, Options) :-
    setup_call_cleanup(
        open(File, write, Out),
        csv_write_stream(Out, Rows, Options),
        close(Out)).

csv_write_stream(Stream, Rows, Options) :-
    (   memberchk(separator(Sep), Options) -> true ; Sep = 0', ),
    '$csv_write_rows'(Rows, Stream, Sep).

'$csv_write_rows'([], _, _).
'$csv_write_rows'([Row|Rows], Out, Sep) :-
    Row =.. [_|Fields],
    '$csv_write_fields'(Fields, Out, Sep),
    format(Out, "\r\n", []),
    '$csv_write_rows'(Rows, Out, Sep).

'$csv_write_fields'([], _, _).
'$csv_write_fields'([F|Fs], Out, Sep) :-
    '$csv_write_field'(F, Out, Sep),
    (   Fs == []
    ->  true
    ;   put_code(Out, Sep)
    ),
    '$csv_write_fields'(Fs, Out, Sep).

'$csv_write_field'(F, Out, Sep) :-
    (   number(F)
    ->  format(Out, "~w", [F])
    ;   format(codes(Cs), "~w", [F]),
        (   ( memberchk(Sep, Cs) ; memberchk(0'", Cs) ; memberchk(0'\n, Cs) ; memberchk(0'\r, Cs) )
        ->  '$csv_double_quotes'(Cs, Qs),
            format(Out, "\"~s\"", [Qs])
        ;   format(Out, "~s", [Cs])
        )
    ).

'$csv_double_quotes'([], []).
'$csv_double_quotes'([0'"|Cs], [0'", 0'"|Qs]) :-
    !,
    '$csv_double_quotes'(Cs, Qs).
'$csv_double_quotes'([C|Cs], [C|Qs]) :-
    '$csv_double_quotes'(Cs, Qs).
