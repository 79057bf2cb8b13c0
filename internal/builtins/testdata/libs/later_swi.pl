% oracle: golden
% What swipl 9.0.4 lacks and later SWI-Prolog versions document:
% prolog_symbol//1, csym//1 and csyms//1 of library(dcg/basics), and
% tmp_file_stream(-File, -Stream, +Options), which 9.0.4 documents but
% rejects. The expected output is written by hand (later_swi.out).
:- style_check(-singleton).
:- ensure_loaded(driver).
:- use_module(library(dcg/basics)).
p(G, S, R) :- string_codes(S, Cs), phrase(G, Cs, R0), atom_codes(R, R0).
tmp_opts(Opts, Ext, Codes) :-
    tmp_file_stream(F, S, Opts), file_name_extension(_, Ext, F),
    format(S, "h\u00e9", []), close(S),
    read_file_to_codes(F, Codes, [encoding(utf8)]), delete_file(F).
g(p(prolog_symbol(S), "=..(x)", _)).
g(p(prolog_symbol(S), ":- a", _)).
g(p(prolog_symbol(S), "abc", _)).
g(p(csym(S), "foo_b1 bar", _)).
g(p(csym(S), "_x", _)).
g(p(csym(S), "1x", _)).
g(phrase(csym(hello), L)).
g(p(csyms(L), "ab_c1-x", _)).
g(p(csyms(L), "-x", _)).
g(tmp_opts([], E, C)).
g(tmp_opts([extension(pl)], E, C)).
g(tmp_opts([encoding(utf8), extension(txt)], E, C)).
g(tmp_opts([encoding(nosuch)], E, C)).
g(tmp_opts(foo, E, C)).
