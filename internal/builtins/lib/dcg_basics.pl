/*  library(dcg/basics) of SWI-Prolog 9: DCG nonterminals on lists of
    character codes, classified by code_type/2.

    Written for goprolog from SWI-Prolog's documentation and observed
    behaviour. The library source is read without DCG translation, so the
    nonterminals are written as the predicates the translation would
    give: Name(Args..., S0, S). SWI-Prolog loads the library on
    use_module(library(dcg/basics)); goprolog has no modules and always
    defines it, and the nonterminals stay library predicates that a
    program's own digits//1 or integer//1 replaces. The nonterminals call
    one another through internal helpers (starting with '$dcgb_'), so
    that replacing one leaves the others as they are. prolog_symbol//1,
    csym//1 and csyms//1 follow later SWI-Prolog versions' documentation
    (9.0.4 lacks them).
*/

white(S0, S) :- '$dcgb_white'(S0, S).
whites(S0, S) :- '$dcgb_whites'(S0, S).
blank(S0, S) :- '$dcgb_blank'(S0, S).
blanks(S0, S) :- '$dcgb_blanks'(S0, S).
nonblank(C, S0, S) :- '$dcgb_nonblank'(C, S0, S).
nonblanks(L, S0, S) :- '$dcgb_nonblanks'(L, S0, S).
digit(C, S0, S) :- '$dcgb_digit'(C, S0, S).
digits(L, S0, S) :- '$dcgb_digits'(L, S0, S).
xdigit(W, S0, S) :- '$dcgb_xdigit'(W, S0, S).
xdigits(L, S0, S) :- '$dcgb_xdigits'(L, S0, S).
eos(S0, S) :- '$dcgb_eos'(S0, S).
csyms(L, S0, S) :- '$dcgb_csyms'(L, S0, S).

'$dcgb_white'([C|S], S) :-
    nonvar(C),
    code_type(C, white).

'$dcgb_whites'(S0, S) :-
    '$dcgb_white'(S0, S1),
    !,
    '$dcgb_whites'(S1, S).
'$dcgb_whites'(S, S).

'$dcgb_blank'([C|S], S) :-
    nonvar(C),
    code_type(C, space).

'$dcgb_blanks'(S0, S) :-
    '$dcgb_blank'(S0, S1),
    !,
    '$dcgb_blanks'(S1, S).
'$dcgb_blanks'(S, S).

'$dcgb_nonblank'(C, [C|S], S) :-
    code_type(C, graph).

'$dcgb_nonblanks'([C|T], [C|S0], S) :-
    code_type(C, graph),
    !,
    '$dcgb_nonblanks'(T, S0, S).
'$dcgb_nonblanks'([], S, S).

blanks_to_nl([0'\n|S], S) :- !.
blanks_to_nl(S0, S) :-
    '$dcgb_blank'(S0, S1),
    !,
    blanks_to_nl(S1, S).
blanks_to_nl(S0, S) :-
    '$dcgb_eos'(S0, S).

string([], S, S).
string([C|T], [C|S0], S) :-
    string(T, S0, S).

string_without(End, Codes, S0, S) :-
    string(End),
    !,
    string_codes(End, EndCodes),
    '$dcgb_string_without'(EndCodes, Codes, S0, S).
string_without(End, Codes, S0, S) :-
    '$dcgb_string_without'(End, Codes, S0, S).

'$dcgb_string_without'(Not, [C|T], [C|S0], S) :-
    \+ memberchk(C, Not),
    !,
    '$dcgb_string_without'(Not, T, S0, S).
'$dcgb_string_without'(_, [], S, S).

remainder(List, List, []).

alpha_to_lower(L, [C|S], S) :-
    (   nonvar(C)
    ->  code_type(C, alpha),
        code_type(C, to_upper(L))
    ;   L = C
    ).

'$dcgb_digit'(C, [C|S], S) :-
    code_type(C, digit).

'$dcgb_digits'([C|T], S0, S) :-
    '$dcgb_digit'(C, S0, S1),
    !,
    '$dcgb_digits'(T, S1, S).
'$dcgb_digits'([], S, S).

%   integer(?I)//: I written in decimal when it is bound, else an
%   optionally signed sequence of digits read as an integer.

integer(I, S0, S) :-
    nonvar(I),
    !,
    format(codes(S0, S), '~d', [I]).
integer(I, S0, S) :-
    '$dcgb_int_codes'(Codes, S0, S),
    number_codes(I, Codes).

'$dcgb_int_codes'([Sign, D0|D], S0, S) :-
    '$dcgb_sign'(Sign, S0, S1),
    !,
    '$dcgb_digit'(D0, S1, S2),
    '$dcgb_digits'(D, S2, S).
'$dcgb_int_codes'([D0|D], S0, S) :-
    '$dcgb_digit'(D0, S0, S1),
    '$dcgb_digits'(D, S1, S).

'$dcgb_sign'(0'-, [0'-|S], S).
'$dcgb_sign'(0'+, [0'+|S], S).

float(F, S0, S) :-
    float(F),
    !,
    with_output_to(codes(S0, S), write(F)).
float(F, S0, S) :-
    '$dcgb_number'(F, S0, S),
    float(F).

number(N, S0, S) :-
    '$dcgb_number'(N, S0, S).

%   '$dcgb_number'(?N)//: N written when it is a number; else an integer
%   part, an optional fraction (a dot and digits) and an optional
%   exponent (e or E and an integer), read as a number.

'$dcgb_number'(N, S0, S) :-
    number(N),
    !,
    format(codes(S0, S), '~w', N).
'$dcgb_number'(N, S0, S) :-
    var(N),
    !,
    '$dcgb_int_codes'(I, S0, S1),
    (   S1 = [0'.|S2],
        '$dcgb_digit'(DF0, S2, S3),
        '$dcgb_digits'(DF, S3, S4)
    ->  F = [0'., DF0|DF]
    ;   F = [],
        S4 = S1
    ),
    (   '$dcgb_exp'(S4, S5)
    ->  '$dcgb_int_codes'(DI, S5, S),
        E = [0'e|DI]
    ;   E = [],
        S = S4
    ),
    append([I, F, E], Codes),
    number_codes(N, Codes).
'$dcgb_number'(N, _, _) :-
    type_error(number, N).

'$dcgb_exp'([0'e|S], S).
'$dcgb_exp'([0'E|S], S).

%   xinteger(?I)//: I written in lower-case hexadecimal when it is an
%   integer, else an optionally signed sequence of hexadecimal digits.

xinteger(Val, S0, S) :-
    integer(Val),
    !,
    format(codes(S0, S), '~16r', [Val]).
xinteger(Val, S0, S) :-
    '$dcgb_sign'(C, S0, S1),
    !,
    '$dcgb_xdigit'(D0, S1, S2),
    '$dcgb_xdigits'(D, S2, S),
    '$dcgb_weights'([D0|D], 16, Val0),
    (   C == 0'-
    ->  Val is -Val0
    ;   Val = Val0
    ).
xinteger(Val, S0, S) :-
    '$dcgb_xdigit'(D0, S0, S1),
    '$dcgb_xdigits'(D, S1, S),
    '$dcgb_weights'([D0|D], 16, Val).

'$dcgb_xdigit'(W, [C|S], S) :-
    code_type(C, xdigit(W)).

'$dcgb_xdigits'([W|T], S0, S) :-
    '$dcgb_xdigit'(W, S0, S1),
    !,
    '$dcgb_xdigits'(T, S1, S).
'$dcgb_xdigits'([], S, S).

'$dcgb_weights'([W0|Ws], Base, Val) :-
    '$dcgb_weights'(Ws, Base, W0, Val).

'$dcgb_weights'([], _, W, W).
'$dcgb_weights'([H|T], Base, W0, W) :-
    W1 is W0*Base+H,
    '$dcgb_weights'(T, Base, W1, W).

eol([0'\n|S], S) :- !.
eol([0'\r, 0'\n|S], S) :- !.
eol(S0, S) :-
    '$dcgb_eos'(S0, S).

'$dcgb_eos'([], []).

prolog_var_name(Name, [C0|S0], S) :-
    code_type(C0, prolog_var_start),
    !,
    '$dcgb_id_cont'(CL, S0, S),
    atom_codes(Name, [C0|CL]).

'$dcgb_id_cont'([H|T], [H|S0], S) :-
    code_type(H, prolog_identifier_continue),
    !,
    '$dcgb_id_cont'(T, S0, S).
'$dcgb_id_cont'([], S, S).

%   prolog_symbol(-Symbol)//: one or more symbol characters (as in the
%   operator =..), as an atom.

prolog_symbol(Name, [C0|S0], S) :-
    code_type(C0, prolog_symbol),
    !,
    '$dcgb_symbol_cont'(CL, S0, S),
    atom_codes(Name, [C0|CL]).

'$dcgb_symbol_cont'([H|T], [H|S0], S) :-
    code_type(H, prolog_symbol),
    !,
    '$dcgb_symbol_cont'(T, S0, S).
'$dcgb_symbol_cont'([], S, S).

%   csym(?Symbol)//: a C identifier (a csymf character, then csym ones),
%   as an atom; a bound Symbol is written.

csym(Name, S0, S) :-
    nonvar(Name),
    !,
    format(codes(S0, S), '~w', [Name]).
csym(Name, [F|S0], S) :-
    code_type(F, csymf),
    !,
    '$dcgb_csyms'(Rest, S0, S),
    atom_codes(Name, [F|Rest]).

%   csyms(?Codes)//: zero or more csym characters.

'$dcgb_csyms'([H|T], [H|S0], S) :-
    code_type(H, csym),
    !,
    '$dcgb_csyms'(T, S0, S).
'$dcgb_csyms'([], S, S).

atom(Atom, S0, S) :-
    must_be(ground, Atom),
    format(codes(S0, S), '~w', [Atom]).
