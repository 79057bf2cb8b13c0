:- module(m_strutil, [join/3, split/3, upcase_first/2, pad/3, count_words/2]).
:- use_module(library(lists), [append/3, last/2]).
join(Sep, L, A) :- atomic_list_concat(L, Sep, A).
split(Sep, A, L) :- atomic_list_concat(L, Sep, A).
upcase_first(S, U) :- string_chars(S, [C|Cs]), upcase_atom(C, UC), atom_chars(UC, [UC1]),
    string_chars(U, [UC1|Cs]).
pad(S, N, P) :- format(string(P), "~w~t~*|", [S, N]).
count_words(S, N) :- split_string(S, " \t", " \t", Ws0), exclude(==(""), Ws0, Ws), length(Ws, N).
