/*  writef/1,2, swritef/2,3 (library(writef)) and sformat/2,3 of
    SWI-Prolog 9: Edinburgh C-Prolog's formatted write.

    Written for goprolog from SWI-Prolog's documentation and observed
    behaviour. In the format, %w writes the next argument, %p and %t
    print it, %q writes it quoted, %d writes it as write_canonical/1
    does, %s writes a code list, %n writes a character code, %r writes
    its first argument as many times as the second says, %f flushes, and
    %NC, %NL, %NR write the argument centred, left or right in a column
    of N; \n and \l write a new line, \t a tab, \\ and \% themselves,
    and \ with up to three digits the character of that code. Anything
    else, and a % action without an argument left, is written as it
    stands. A format that is not a code list, string or atom writes
    nothing; an unbound one is an instantiation error (SWI-Prolog's
    writef/1 runs out of stack on it).
*/

writef(Format) :-
    writef(Format, []).

writef(Format, _) :-
    var(Format),
    !,
    throw(error(instantiation_error, _)).
writef(Format, Args) :-
    (   Format = [_|_]
    ->  Codes = Format
    ;   string(Format)
    ->  string_codes(Format, Codes)
    ;   atom(Format)
    ->  atom_codes(Format, Codes)
    ),
    '$writef'(Codes, Args),
    fail.
writef(_, _).

swritef(String, Format, Args) :-
    with_output_to(string(String), writef(Format, Args)).

swritef(String, Format) :-
    with_output_to(string(String), writef(Format)).

sformat(String, Format, Args) :-
    format(string(String), Format, Args).

sformat(String, Format) :-
    format(string(String), Format, []).

'$writef'([], _).
'$writef'([0'%, A|Rest], Args) :-
    '$writef_action'(A, Args, More),
    !,
    '$writef'(Rest, More).
'$writef'([0'%, D|Rest], [Arg|Args]) :-
    between(0'0, 0'9, D),
    '$writef_pad'(Size, Just, [D|Rest], More),
    !,
    '$writef_column'(Arg, Size, Just),
    '$writef'(More, Args).
'$writef'([0'\\, C|Rest], Args) :-
    '$writef_special'(C, Code),
    !,
    put_code(Code),
    '$writef'(Rest, Args).
'$writef'([0'\\|Rest], Args) :-
    '$writef_digits'(3, Digits, Rest, More),
    Digits = [_|_],
    number_codes(Code, Digits),
    Code < 128,
    !,
    put_code(Code),
    '$writef'(More, Args).
'$writef'([C|Rest], Args) :-
    put_code(C),
    '$writef'(Rest, Args).

'$writef_action'(0't, [X|Xs], Xs) :- print(X).
'$writef_action'(0'd, [X|Xs], Xs) :- write_canonical(X).
'$writef_action'(0'w, [X|Xs], Xs) :- write(X).
'$writef_action'(0'q, [X|Xs], Xs) :- writeq(X).
'$writef_action'(0'p, [X|Xs], Xs) :- print(X).
'$writef_action'(0'f, Xs, Xs) :- flush_output.
'$writef_action'(0'n, [C|Xs], Xs) :- put_code(C).
'$writef_action'(0'r, [X, N|Xs], Xs) :- forall(between(1, N, _), write(X)).
'$writef_action'(0's, [S|Xs], Xs) :- '$writef_codes'(S).

'$writef_special'(0'n, 10).
'$writef_special'(0'l, 10).
'$writef_special'(0'r, 10).
'$writef_special'(0't, 9).
'$writef_special'(0'\\, 0'\\).
'$writef_special'(0'%, 0'%).

'$writef_digits'(Limit, [D|Ds], [D|In], Out) :-
    Limit > 0,
    between(0'0, 0'9, D),
    !,
    Fewer is Limit - 1,
    '$writef_digits'(Fewer, Ds, In, Out).
'$writef_digits'(_, [], Out, Out).

'$writef_pad'(Size, Just, In, Out) :-
    '$writef_digits'(3, Digits, In, [J|Out]),
    number_codes(Size, Digits),
    '$writef_just'(J, Just).

'$writef_just'(0'r, r).
'$writef_just'(0'l, l).
'$writef_just'(0'c, c).
'$writef_just'(0'R, r).
'$writef_just'(0'L, l).
'$writef_just'(0'C, c).

'$writef_codes'([]) :- !.
'$writef_codes'([C|Cs]) :-
    put_code(C),
    '$writef_codes'(Cs).

%   '$writef_column'(+Arg, +Size, +Just): Arg (a code list of printable
%   characters is written as its text) with at least one space on the
%   side it is justified away from.

'$writef_column'(Arg, Size, Just) :-
    (   Arg \== [],
        '$writef_printable'(Arg)
    ->  atom_codes(Text, Arg)
    ;   format(string(Text), '~w', [Arg])
    ),
    atom_length(Text, Length),
    '$writef_spaces'(Just, Size, Length, Left, Right),
    tab(Left),
    write(Text),
    tab(Right).

'$writef_printable'([]).
'$writef_printable'([C|Cs]) :-
    integer(C),
    (   C =:= 10
    ;   C =:= 9
    ;   between(32, 0'~, C)
    ),
    !,
    '$writef_printable'(Cs).

'$writef_spaces'(l, Size, Length, 0, Right) :-
    Right is max(1, Size-Length).
'$writef_spaces'(r, Size, Length, Left, 0) :-
    Left is max(1, Size-Length).
'$writef_spaces'(c, Size, Length, Left, Right) :-
    Left is max(1, round((Size-Length)/2)),
    Right is max(1, Size-Length-Left).

%   ansi_format(+Attributes, +Format, +Args) (library(ansi_term)) writes
%   format/2's text; swipl colours it on a terminal only, and goprolog
%   writes it plain.

ansi_format(_Attributes, Format, Args) :-
    format(Format, Args).

%   atomic_concat(+A, +B, -Atom), of SWI-Prolog's system: the atom of
%   A's text and B's.

atomic_concat(A, B, Atom) :-
    atomic_list_concat([A, B], Atom).
