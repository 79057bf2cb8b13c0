% Syntax errors of term_string/2, term_to_atom/2, atom_to_term/3 and
% read_term_from_atom/3 in text with characters beyond ASCII: the
% context string(Text, CharPos) counts characters, a tab included, and
% Text is the text as the reader holds it, its comments blanked and its
% trailing layout kept before the full stop; then the messages.
:- ensure_loaded(driver).

o(e(term_string(_, "f(αβ, )"))).
o(e(term_string(_, "f(a, )"))).
o(e(term_string(_, "日本 日本"))).
o(e(term_to_atom(_, 'g(é, ]'))).
o(e(atom_to_term('h(日本, X, ', _, _))).
o(e(read_term_from_atom('p(😀 q)', _, []))).
o(e(term_string(_, "f(日\n本 x)"))).
o(e(term_string(_, "f(日) 本"))).
o(e(term_string(_, "[日本|"))).
o(e(term_string(_, "0'日 0'本 x"))).
o(e(term_string(_, "f(\ta, )"))).
o(e(term_string(_, "f(\t日, )"))).
o(e(term_string(_, "  \n f(a,\n\t日, )"))).
o(e(term_string(_, "f(a,\n日\t本 )"))).
o(e(term_string(_, "f(日,\n日,\n本 x)"))).
o(e(term_string(_, "/* 日本 */ f(日 x)"))).
o(e(term_string(_, "% 日本\n f(日 x)"))).
o(e(term_string(_, "日 - - = 本 = x"))).
o(e(term_string(_, "f(日本)) "))).
o(e(term_string(_, "'日本\\q'"))).
o(e(term_string(_, "日本 :- :- a"))).
o(e(term_string(_, "a 日本 b"))).
o(e(term_string(_, "f(日本, \"a\" b)"))).
o(e(term_string(_, "日本(a) :- 日本 , ,"))).
o(e(term_string(_, "f(a) b  "))).
o(e(term_string(_, "f(a) b \n "))).
o(e(term_string(_, "f(a) b\t"))).
o(e(term_string(_, "f(a) b\f"))).
o(e(term_string(_, "f(a) b\xA0\"))).
o(e(term_string(_, "f(a) b\x85\"))).
o(e(term_string(_, "f(a) b\x3000\"))).
o(e(term_string(_, "f(a) b.  "))).
o(e(term_string(_, "f(a) b .\n"))).
o(e(term_string(_, "f(\n"))).
o(e(term_string(_, "f(/*x*/a) b"))).
o(e(term_string(_, "f(/*日本*/a) b"))).
o(e(term_string(_, "f(a) b % 日本"))).
o(e(term_string(_, "f(a) b /*日\n本*/"))).
o(e(term_string(_, "f(%c\na) b"))).
o(e(term_string(_, "f(a) b/*c*/\n"))).
o(e(term_string(_, "f('/*' a) b"))).
o(e(term_string(_, "f(\"%\" a) b"))).
o(e(term_to_atom(_, 'g(日本 x) % 日本'))).
o(e(atom_to_term('f(X, 日本 Y)', _, _))).

m(term_string(_, "f(αβ, )")).
m(term_to_atom(_, 'g(日本 x) % 日本')).
m(atom_to_term('h(/*日本*/ x y)', _, _)).
m(read_term_from_atom('p(😀 q)', _, [])).

% e(Goal) runs Goal and writes the error term it raises.
e(G) :- catch(G, E, true), print(E).
