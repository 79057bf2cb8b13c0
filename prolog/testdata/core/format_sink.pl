% format/3 to a term, which the core decides on the heap: every output
% spec, bound and unbound outputs, difference lists, column stops, text
% that is not ASCII, ~p, and the errors, which the engine's built-in
% raises; and format/1,2, write/1, writeln/1 and nl/0 of plain text,
% captured and to the output.

t1(R) :- format(atom(A), "~w-~a-~d", [f(X, X), abc, 42]), term_to_atom(T, A), T = f(P, Q)-B-C, ( P == Q -> R = same-B-C ; R = differ(A) ).
t2(R) :- format(string(S), "~q ~s", ['A b', "xy"]), R = S-string.
t3(R) :- format(codes(R), "~c~c", [0'h, 0'i]).
t4(R) :- format(chars(R), "é~wü", [ß]).
t5(R) :- format(codes(C, T), "ab", []), T = [0'z], atom_codes(R, C).
t6(R) :- format(chars(C, T), "", []), ( C == T -> R = same ; R = differ ).
t7(R) :- format(atom(R), "~w~t~10||~t~w~10+|", [left, right]).
t8(R) :- ( format(atom(abc), "a~w", [bc]) -> R = yes ; R = no ).
t9(R) :- ( format(atom(abd), "a~w", [bc]) -> R = yes ; R = no ).
t10(R) :- format(atom(R), "~p and ~w", ['A'-"s", secret(2)]).
t11(R) :- catch(format(atom(_), "~d", [a]), error(E, _), R = E).
t12(R) :- catch(format(atom(_), "~w ~w", [x]), error(E, _), R = E).
t13(R) :- format(atom(R), "~w", x).
t14(R) :- catch(format(atom(_), _, []), error(E, _), R = E).
t15(R) :- catch(format(foo(_), "x", []), error(type_error(R, _), _), true).
t16(R) :- findall(A, (member(X, [1, 2, 3]), format(atom(A), "<~w>", [X])), R).
t17(R) :- format(string(S), "~e ~4f ~g", [1.5, 2.0, 3.25]), string_length(S, L), R = S/L.
t18(R) :- length(L, 3), format(atom(A), "~w", [L]), atom_codes(A, Cs), include(==(0'_), Cs, Us), length(Us, R).
t19(R) :- format(codes(C), "~a", ['']), R = C.
t20(R) :- catch(format(atom(_), "~q", []), error(E, _), R = E).
t21(R) :- findall(A, (member(F-As, ["~w|~a|~d|~s~n~~"-[-7, abc, 12, "st"], "~w~w~w"-[[], 'A b', "q"], "~a"-["str"],
                                       "é~wü"-[ß], [0'~, 0'w]-[x], plain-[], '~w'-[1]]),
                      format(atom(A), F, As)), R).
t22(R) :- findall(E, (member(F-As, ["~d"-[1.5], "~d"-[x], "~a"-[1], "~s"-[abc], "~w ~w"-[a], "~w"-[a, b], "~z"-[a], "~a"-[[]]]),
                      catch(format(atom(_), F, As), error(E, _), true)), R).
t23(R) :- findall(A, (member(F-As, ["~w"-[1.0], "~w"-[f(x)], "~w"-[100000000000000000000], "~d"-[100000000000000000000]]),
                      format(atom(A), F, As)), R).
t25(R) :- findall(Code, (member(F, ["~", "ab~", "~12", "~`", "~*", "~2:"]),
                         catch(format(atom(_), F, [1]), error(existence_error(format_character, C), _), char_code(C, Code))), R).
t24(R) :- format(codes(C, [0'!]), "~w+~w", [1, 2]), atom_codes(R, C).

t26(R) :- with_output_to(string(R), (format("~w-~a~n", [1, b]), format("x~~~n"), format('~d|~s', [-3, "é"]), format("~w", [f(x)]))).
t27(R) :- format("<~w ~a>", [direct, output]), format("~n"), R = done.
t28(R) :- catch(with_output_to(string(_), format("~d", [x])), error(E, _), R = E).
t29(R) :- with_output_to(string(S), forall(between(1, 3, I), format("~w,", [I]))), R = S.
t30(R) :- with_output_to(string(R), (write(a), nl, write(-3), write("s"), write([]), writeln('A b'), writeln(f(x)), write(1.5), writeln(12), write(''), write('\n'))).
t31(R) :- write(direct), write(' '), writeln(-42), nl, R = done.

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28, t29, t30, t31]).

:- include('lib/run_tests.pl').
