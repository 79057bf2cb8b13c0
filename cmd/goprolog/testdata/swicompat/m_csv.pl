:- module(m_csv, [parse_csv_line/2, parse_kv/3, greeting//1]).
:- use_module(library(dcg/basics)).

parse_csv_line(Line, Fields) :-
    string_codes(Line, Cs),
    phrase(fields(Fields), Cs).

fields([F|Fs]) --> field(F), ( "," -> fields(Fs) ; { Fs = [] } ).
field(N) --> number(N), !.
field(S) --> string_without(`,`, Cs), { atom_codes(S, Cs) }.

parse_kv(Text, K, V) :-
    atom_codes(Text, Cs),
    phrase((blanks, key(K), blanks, "=", blanks, value(V), blanks), Cs).
key(K) --> csym_chars(Cs), { Cs \== [], atom_codes(K, Cs) }.
csym_chars([C|Cs]) --> [C], { code_type(C, csym) }, !, csym_chars(Cs).
csym_chars([]) --> [].
value(V) --> integer(V), !.
value(V) --> remainder(Cs), { atom_codes(V, Cs) }.

greeting(Name) --> "hello ", nonblanks(Cs), { atom_codes(Name, Cs) }.
