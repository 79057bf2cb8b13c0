% char_type/2 and code_type/2 on the core: a character and a class that
% takes no argument are a test decided on the heap; the other calls
% (an unbound argument, a class with an argument, end of file, errors)
% are the engine's built-in's. Counted in loops and meta-called.

cls([alnum, alpha, csym, csymf, prolog_var_start, prolog_atom_start,
     prolog_identifier_continue, prolog_symbol, decimal, ascii, white,
     cntrl, digit, print, space, end_of_line, newline, graph, punct,
     period, quote, lower, upper]).

chars([a, 'Z', '0', '_', ' ', '\t', '\n', '.', '!', '''', '"', '+', 'é', 'Ω', '٣', '\x2028\', '\xA0\']).

t1(R) :- chars(Cs), cls(Ts), findall(C-T, (member(C, Cs), member(T, Ts), char_type(C, T)), R).
t2(R) :- chars(Cs), maplist(char_code, Cs, Ks), cls(Ts), findall(K-T, (member(K, Ks), member(T, Ts), code_type(K, T)), R).
t3(R) :- findall(T, (member(T, [alpha, digit, upper]), char_type(0'a, T)), R).
t4(R) :- findall(W, char_type('7', digit(W)), R).
t5(R) :- ( code_type(-1, end_of_file) -> R = yes ; R = no ).
t6(R) :- catch(char_type(ab, alpha), error(E, _), true), R = E.
t7(R) :- catch(char_type(a, no_such_class), error(E, _), true), R = E.
t8(R) :- catch(code_type(0x110000, alpha), error(E, _), true), R = E.
t9(R) :- findall(U, char_type(a, to_lower(U)), R).
t10(R) :- findall(C, (member(C, [a, b, '1', ' ']), G = char_type(C, alpha), call(G)), R).
t11(R) :- count_alpha(5000, 0, R).
t12(R) :- catch(char_type(_, alpha), error(E, _), (R = E)), ( var(R) -> R = enumerates ; true ).
t13(R) :- catch(findall(T, char_type([], T), R), error(E, _), R = E).
t14(R) :- ( char_type(a, end_of_file) -> R = yes ; R = no ).

count_alpha(0, N, N) :- !.
count_alpha(I, N0, N) :- C is 0'a + I mod 40, ( code_type(C, alpha) -> N1 is N0 + 1 ; N1 = N0 ), I1 is I - 1, count_alpha(I1, N1, N).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14]).

:- include('lib/run_tests.pl').
