/*  The Prolog part of library(strings), with SWI-Prolog 9 semantics;
    the string built-ins are Go (strings.go).
*/

%   string_lines(?String, ?Lines): Lines are the lines of String, without
%   their newlines; a final newline ends the last line rather than
%   starting an empty one. Made from Lines, String ends in a newline.
string_lines(String, Lines) :-
    (   var(String)
    ->  must_be(list, Lines),
        append(Lines, [""], Lines1),
        atomic_list_concat(Lines1, "\n", Atom),
        atom_string(Atom, String)
    ;   split_string(String, "\n", "", Lines0),
        (   append(Lines1, [""], Lines0)
        ->  Lines = Lines1
        ;   Lines = Lines0
        )
    ).

%   dedent_lines(+In, -Out, +Options): In without the indentation all its
%   lines that are not blank share; options tab(N) (tabs stop every N
%   columns, the indentation measured in columns) and chars(Chars) (what
%   counts as indentation, " \t" by default), as SWI-Prolog's.
dedent_lines(In, Out, Options) :-
    option(tab(Tab), Options, 0),
    option(chars(Chars), Options, "\s\t"),
    string_codes(Sep, Chars),
    split_string(In, "\n", "", Lines),
    foldl('$str_common_indent'(s(Tab, Sep)), Lines, _, Indent0),
    (   '$str_prepare_delete'(Indent0, Indent)
    ->  maplist('$str_dedent_line'(Tab, Indent), Lines, Dedented),
        atomic_list_concat(Dedented, "\n", OutAtom),
        atom_string(OutAtom, Out)
    ;   length(Lines, NLines),
        NewLines is NLines - 1,
        length(Codes, NewLines),
        maplist(=(0'\n), Codes),
        string_codes(Out, Codes)
    ).

'$str_prepare_delete'(Var, _) :-
    var(Var),
    !,
    fail.
'$str_prepare_delete'(Width, Width) :-
    integer(Width),
    !.
'$str_prepare_delete'(Codes, String) :-
    string_codes(String, Codes).

'$str_common_indent'(s(0, Sep), Line, Indent0, Indent) :-
    !,
    string_codes(Line, Codes),
    '$str_code_indent'(Codes, Indent2, Sep),
    (   is_list(Indent2)
    ->  Indent1 = Indent2
    ;   true                            % a blank line
    ),
    '$str_join_indent'(Indent0, Indent1, Indent).
'$str_common_indent'(s(Tab, Sep), Line, Indent0, Indent) :-
    string_codes(Line, Codes),
    '$str_code_indent_width'(Codes, 0, Indent1, Tab, Sep),
    (   var(Indent0)
    ->  Indent = Indent1
    ;   var(Indent1)
    ->  Indent = Indent0
    ;   Indent is min(Indent0, Indent1)
    ).

'$str_code_indent'([H|T0], [H|T], Sep) :-
    string_code(_, Sep, H),
    !,
    '$str_code_indent'(T0, T, Sep).
'$str_code_indent'([], _, _) :-
    !.
'$str_code_indent'(_, [], _).

'$str_join_indent'(Var, Indent, Indent) :-
    var(Var),
    !.
'$str_join_indent'(Indent, Var, Indent) :-
    var(Var),
    !.
'$str_join_indent'(Indent1, Indent2, Indent) :-
    '$str_shared_prefix'(Indent1, Indent2, Indent).

'$str_shared_prefix'(Var, Prefix, Prefix) :-
    var(Var),
    !.
'$str_shared_prefix'(Prefix, Var, Prefix) :-
    var(Var),
    !.
'$str_shared_prefix'([H|T0], [H|T1], [H|T]) :-
    !,
    '$str_shared_prefix'(T0, T1, T).
'$str_shared_prefix'(_, _, []).

'$str_code_indent_width'([H|T], Indent0, Indent, Tab, Sep) :-
    string_code(_, Sep, H),
    !,
    '$str_update_pos'(H, Indent0, Indent1, Tab),
    '$str_code_indent_width'(T, Indent1, Indent, Tab, Sep).
'$str_code_indent_width'([], _, _, _, _) :-
    !.
'$str_code_indent_width'(_, Indent, Indent, _, _).

'$str_dedent_line'(_Tab, Indent, String, Dedented) :-
    string(Indent),
    !,
    (   string_concat(Indent, Dedented, String)
    ->  true
    ;   Dedented = ""
    ).
'$str_dedent_line'(Tab, Indent, String, Dedented) :-
    string_codes(String, Codes),
    '$str_delete_width'(0, Indent, Codes, Codes1, Tab),
    string_codes(Dedented, Codes1).

'$str_delete_width'(Here, Indent, Codes, Codes, _) :-
    Here =:= Indent,
    !.
'$str_delete_width'(Here, Indent, Codes0, Codes, _) :-
    Here > Indent,
    !,
    NSpaces is Here-Indent,
    length(Spaces, NSpaces),
    maplist(=(0'\s), Spaces),
    append(Spaces, Codes0, Codes).
'$str_delete_width'(Here, Indent, [H|T0], T, Tab) :-
    !,
    '$str_update_pos'(H, Here, Here1, Tab),
    '$str_delete_width'(Here1, Indent, T0, T, Tab).
'$str_delete_width'(_, _, [], [], _).

'$str_update_pos'(0'\t, Here0, Here, Tab) :-
    !,
    Here is ((Here0+Tab)//Tab)*Tab.
'$str_update_pos'(_, Here0, Here, _) :-
    Here is Here0 + 1.

%   indent_lines(+Prefix, +In, -Out), indent_lines(:Filter, +Prefix, +In,
%   -Out): Prefix added to each line of In (that Filter accepts; by
%   default each line that is not blank), a final newline kept.
indent_lines(Prefix, In, Out) :-
    indent_lines('$str_nonblank_line', Prefix, In, Out).

indent_lines(Pred, Prefix, In, Out) :-
    split_string(In, "\n", "", Lines0),
    (   append(Lines, [""], Lines0)
    ->  maplist('$str_concat_to_string'(Pred, Prefix), Lines, Indented0),
        append(Indented0, [""], Indented)
    ;   maplist('$str_concat_to_string'(Pred, Prefix), Lines0, Indented)
    ),
    atomic_list_concat(Indented, "\n", OutAtom),
    atom_string(OutAtom, Out).

'$str_nonblank_line'(Str) :-
    \+ split_string(Str, "", " \t", [""]).

'$str_concat_to_string'(Pred, Prefix, Line, Out) :-
    (   call(Pred, Line)
    ->  atomic_list_concat([Prefix, Line], A),
        atom_string(A, Out)
    ;   Out = Line
    ).

%   interpolate_string(+In, -Out, +Map, +Options): In with each {Name}
%   replaced by the value of Name=Value in Map and {Name,Default} by
%   Default when Map has no Name, as SWI-Prolog's (without its goals(true)
%   option).
interpolate_string(In, Out, Map, _Options) :-
    string_codes(In, Codes),
    '$str_interpolate'(Codes, Map, Parts),
    atomic_list_concat(Parts, A),
    atom_string(A, Out).

'$str_interpolate'([], _, []) :-
    !.
'$str_interpolate'(Codes, Map, Parts) :-
    append(Pre, [0'{|Rest], Codes),
    append(Pattern, [0'}|After], Rest),
    \+ memberchk(0'}, Pattern),
    '$str_pattern'(Pattern, Map, Value),
    !,
    string_codes(PreS, Pre),
    Parts = [PreS, Value|Parts1],
    '$str_interpolate'(After, Map, Parts1).
'$str_interpolate'(Codes, _, [S]) :-
    string_codes(S, Codes).

'$str_pattern'(Pattern, Map, Value) :-
    (   append(NameCs, [0',|DefCs], Pattern)
    ->  true
    ;   NameCs = Pattern, DefCs = none
    ),
    NameCs = [C0|_],
    code_type(C0, prolog_var_start),
    forall(member(C, NameCs), code_type(C, prolog_identifier_continue)),
    atom_codes(Name, NameCs),
    (   memberchk(Name = V, Map)
    ->  format(string(Value), '~w', [V])
    ;   DefCs == none
    ->  existence_error(template_var, Name)
    ;   string_codes(Value, DefCs)
    ).
