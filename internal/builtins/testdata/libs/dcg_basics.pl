% library(dcg/basics): each nonterminal parsing and, where it can,
% generating; numbers in every form the library reads.
:- use_module(library(dcg/basics)).
:- style_check(-singleton).
:- ensure_loaded(driver).
p(G, S, R) :- string_codes(S, Cs), phrase(G, Cs, R0), atom_codes(R, R0).
g(p(blank, " x", _)).
g(p(blank, "x", _)).
g(p(blanks, " \t\nx", _)).
g(p(blanks, "", _)).
g(p(white, "\tx", _)).
g(p(white, "\nx", _)).
g(p(whites, " \t\nx", _)).
g(p(nonblank(C), "ab", _)).
g(p(nonblank(C), " ab", _)).
g(p(nonblanks(C), "ab c", _)).
g(p(nonblanks(C), " ab c", _)).
g(p(blanks_to_nl, "   \nx", _)).
g(p(blanks_to_nl, "   ", _)).
g(p(blanks_to_nl, "  x\n", _)).
g(p(string(C), "abc", _)).
g(p((string(C), " "), "ab cd ", _)).
g(p(string_without(" ", C), "ab cd", _)).
g(p(string_without(`,;`, C), "ab;cd", _)).
g(p(string_without("", C), "abcd", _)).
g(p(remainder(C), "abcd", _)).
g(p(alpha_to_lower(C), "Abcd", _)).
g(p(alpha_to_lower(C), "abcd", _)).
g(p(alpha_to_lower(C), "1bcd", _)).
g(p(alpha_to_lower(0'a), "Abcd", _)).
g(p(digits(C), "123x", _)).
g(p(digits(C), "x", _)).
g(p(digit(C), "1x", _)).
g(p(digit(C), "x", _)).
g(p(integer(C), "123x", _)).
g(p(integer(C), "-123x", _)).
g(p(integer(C), "+123x", _)).
g(p(integer(C), "-x", _)).
g(p(integer(C), "007", _)).
g(p(integer(C), "12345678901234567890123", _)).
g(p(float(C), "1.5x", _)).
g(p(float(C), "1x", _)).
g(p(float(C), "1.5e3", _)).
g(p(float(C), "1e3", _)).
g(p(float(C), "-2.0E-2", _)).
g(p(number(C), "1.5x", _)).
g(p(number(C), "15", _)).
g(p(number(C), "15.", _)).
g(p(number(C), "15.e", _)).
g(p(number(C), "15e", _)).
g(p(number(C), "1e10", _)).
g(p(number(C), "x", _)).
g(p(number(foo), "x", _)).
g(phrase(number(12), L)).
g(phrase(number(1.5), L)).
g(phrase(float(1.5), L)).
g(phrase(float(2), L)).
g(phrase(integer(42), L)).
g(phrase(integer(-42), L)).
g(phrase(integer(foo), L)).
g(phrase(integer(1.5), L)).
g(phrase(xinteger(255), L)).
g(p(xinteger(C), "ffz", _)).
g(p(xinteger(C), "-1A", _)).
g(p(xinteger(C), "z", _)).
g(p(xdigit(C), "b", _)).
g(p(xdigits(C), "0aFg", _)).
g(p(xdigits(C), "g", _)).
g(p(eol, "\nabc", _)).
g(p(eol, "\r\nabc", _)).
g(p(eol, "", _)).
g(p(eol, "x", _)).
g(p(eos, "", _)).
g(p(eos, "x", _)).
g(p(prolog_var_name(N), "_Abc d", _)).
g(p(prolog_var_name(N), "Abc1_x(", _)).
g(p(prolog_var_name(N), "abc", _)).
g(phrase(atom(hello), L)).
g(phrase(atom(_), L)).
g(phrase(atom(f(x)), L)).
g(phrase((integer(I), blanks, ",", blanks, integer(J)), `12 , 34`)).
g(phrase(blanks, L)).
g(phrase(digits(L), `12`, R)).
g(phrase(string(S), `ab`, R)).
g(p(number(C), "0x1A", _)).
g(p(number(C), "1.5Inf", _)).
g(p(integer(C), "0'a", _)).
g(p(number(C), "0b101", _)).
