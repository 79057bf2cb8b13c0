:- module(m_parser, [parse_sum/2]).
% The grammar module of module_phrase: phrase/2,3 calls its
% non-terminals qualified with the module.
parse_sum(Codes, T) :- phrase(sum(T), Codes).
sum(T) --> num(L), rest(L, T).
rest(Acc, T) --> "+", !, num(R), rest(Acc + R, T).
rest(T, T) --> [].
num(N) --> [C], { code_type(C, digit(N)) }.
