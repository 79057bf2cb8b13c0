:- module(m_reader, [load_pairs/2, count_lines/2, read_terms/2]).
:- use_module(library(pio)).
:- use_module(library(dcg/basics)).
:- use_module(library(readutil)).

load_pairs(File, Pairs) :- phrase_from_file(lines(Pairs), File).
lines([]) --> eos, !.
lines([A-B|Ps]) --> integer(A), white, whites, integer(B), blanks_to_nl, !, lines(Ps).
lines(Ps) --> blanks_to_nl, !, lines(Ps).

count_lines(File, N) :-
    setup_call_cleanup(open(File, read, S), count(S, 0, N), close(S)).
count(S, N0, N) :- read_line_to_string(S, L), ( L == end_of_file -> N = N0 ; N1 is N0+1, count(S, N1, N) ).

read_terms(File, Ts) :- read_file_to_terms(File, Ts, []).
