/*  library(codesio) and library(charsio), with SWI-Prolog 9 semantics:
    formatting, writing and reading terms to and from code lists (the
    predicates of charsio named _chars give codes too, as in swipl).
*/

format_to_codes(Format, Args, Codes) :-
    format(codes(Codes), Format, Args).

format_to_codes(Format, Args, Codes, Tail) :-
    format(codes(Codes, Tail), Format, Args).

write_to_codes(Term, Codes) :-
    format(codes(Codes), '~w', [Term]).

write_to_codes(Term, Codes, Tail) :-
    format(codes(Codes, Tail), '~w', [Term]).

write_term_to_codes(Term, Codes, Options) :-
    with_output_to(codes(Codes), write_term(Term, Options)).

write_term_to_codes(Term, Codes, Tail, Options) :-
    with_output_to(codes(Codes, Tail), write_term(Term, Options)).

with_output_to_codes(Goal, Codes) :-
    with_output_to(codes(Codes), Goal).

with_output_to_codes(Goal, Codes, Tail) :-
    with_output_to(codes(Codes, Tail), Goal).

%   read_from_codes(+Codes, -Term): the term the text of Codes holds, its
%   full stop optional; end_of_file for empty text.
read_from_codes(Codes, Term) :-
    read_term_from_atom(Codes, Term, []).

read_term_from_codes(Codes, Term, Options) :-
    read_term_from_atom(Codes, Term, Options).

%   library(charsio)

format_to_chars(Format, Args, Codes) :-
    format(codes(Codes), Format, Args).

format_to_chars(Format, Args, Codes, Tail) :-
    format(codes(Codes, Tail), Format, Args).

write_to_chars(Term, Codes) :-
    format(codes(Codes), '~w', [Term]).

write_to_chars(Term, Codes, Tail) :-
    format(codes(Codes, Tail), '~w', [Term]).

atom_to_chars(Atom, Codes) :-
    atom_codes(Atom, Codes).

atom_to_chars(Atom, Codes, Tail) :-
    atom_codes(Atom, Codes0),
    append(Codes0, Tail, Codes).

number_to_chars(Number, Codes) :-
    number_codes(Number, Codes).

number_to_chars(Number, Codes, Tail) :-
    number_codes(Number, Codes0),
    append(Codes0, Tail, Codes).

read_from_chars(Codes, Term) :-
    read_term_from_atom(Codes, Term, []).

read_term_from_chars(Codes, Term, Options) :-
    read_term_from_atom(Codes, Term, Options).

with_output_to_chars(Goal, Codes) :-
    with_output_to(codes(Codes), Goal).

with_output_to_chars(Goal, Codes, Tail) :-
    with_output_to(codes(Codes, Tail), Goal).
