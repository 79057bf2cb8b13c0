% string_upper/2, string_lower/2, upcase_atom/2, downcase_atom/2,
% number_string/2, string_concat/3, string_chars/2, string_codes/2,
% atom_string/2 and string_to_atom/2, which the core decides on the heap
% (all but the case mappers in their commonest modes): text of every kind,
% text that is not ASCII, bound results, the modes left to the engine's
% built-ins, and the errors.

t1(R) :- findall(U, (member(T, ["abc", abc, 'héllo', 12, 1.5, "", 'MiXeD']), string_upper(T, U)), R).
t2(R) :- findall(U, (member(T, ["ABC", 'ÀÉ', 12, 'MiXeD']), string_lower(T, U)), R).
t3(R) :- findall(U, (member(T, ["abc", abc, 'héllo', -7, 'MiXeD']), upcase_atom(T, U)), R).
t4(R) :- findall(U, (member(T, ["ABC", 'ÀÉ', 'MiXeD']), downcase_atom(T, U)), R).
t5(R) :- ( string_upper(abc, "ABC") -> R = yes ; R = no ).
t6(R) :- ( string_upper(abc, 'ABC') -> R = yes ; R = no ).
t7(R) :- ( upcase_atom(abc, "ABC") -> R = yes ; R = no ).
t8(R) :- ( upcase_atom(abc, 'ABC') -> R = yes ; R = no ).
t9(R) :- ( upcase_atom(abc, abc) -> R = yes ; R = no ).
t10(R) :- catch(string_upper(f(x), _), error(E, _), R = E).
t11(R) :- catch(string_upper(_, _), error(E, _), R = E).
t12(R) :- catch(string_upper([0'a], _), error(E, _), R = E).
t13(R) :- catch(string_upper([], _), error(E, _), R = E).
t14(R) :- catch(upcase_atom(abc, f(x)), error(E, _), R = E).
t15(R) :- catch(string_lower(abc, [0'a]), error(E, _), R = E).
t16(R) :- findall(N, (member(S, ["12", "-3", "0x1A", "1.5e3", " 12", "abc", "", "1 000", "0'a", "1.0Inf"]), number_string(N, S)), R).
t17(R) :- findall(S, (member(N, [12, -3, 1.5, 100000000000000000000]), number_string(N, S)), R).
t18(R) :- ( number_string(12, "12") -> R = yes ; R = no ).
t19(R) :- ( number_string(N, [0'4, 0'2]) -> R = N ; R = no ).
t20(R) :- catch(number_string(_, _), error(E, _), R = E).
t21(R) :- catch(number_string(a, _), error(E, _), R = E).
t22(R) :- catch(number_string(_, f(x)), error(E, _), R = E).
t23(R) :- findall(S, (member(A-B, [a-b, "a"-b, 1-2, 'é'-"ü", ""-""]), string_concat(A, B, S)), R).
t24(R) :- findall(A+B, string_concat(A, B, "abc"), R).
t25(R) :- findall(A, string_concat(A, "c", "abc"), R).
t26(R) :- ( string_concat(a, b, "ab") -> R = yes ; R = no ).
t27(R) :- ( string_concat(a, b, ab) -> R = yes ; R = no ).
t28(R) :- catch(string_concat(f(x), b, _), error(E, _), R = E).
t29(R) :- catch(string_concat(_, b, _), error(E, _), R = E).
t30(R) :- string_concat([], a, S), R = S.
t31(R) :- loop(1, 2000, 0, R).
t32(R) :- catch(number_string(_, '42'), error(E, _), R = E).
t33(R) :- findall(X, (member(X-Y, [abc-'ABC', 12-12, 12-'12', abc-"ABC", a-[]]), string_upper(X, Y)), R).
t34(R) :- findall(L, (member(T, ["ab", abc, 'é', 12, 1.5, "", [], [a, b], [0'x]]), string_chars(T, L)), R).
t35(R) :- findall(L, (member(T, ["ab", abc, 'é', -12, "", [], [a, b], [0'x]]), string_codes(T, L)), R).
t36(R) :- findall(S, (member(L, [[a, b], [], ['é', x], "ab"]), string_chars(S, L)), R).
t37(R) :- findall(S, (member(L, [[0'a, 0'b], [], [0'é], [0'z]]), string_codes(S, L)), R).
t38(R) :- findall(E, (member(L, [[a|_], [a, 1], [0'a, b], [ab], f(x), [0'a|b]]), catch(string_chars(_, L), error(E, _), true)), R).
t39(R) :- findall(E, (member(L, [[a|_], [-1], [0'a, b], f(x)]), catch(string_codes(_, L), error(E, _), true)), R).
t40(R) :- findall(S, (member(A, [abc, 'é', 12, 1.5, "s", []]), atom_string(A, S)), R).
t41(R) :- findall(A, (member(S, ["abc", "", 12, abc, [0'a]]), atom_string(A, S)), R).
t42(R) :- findall(A, (member(S, ["abc", "", 12, abc, []]), string_to_atom(S, A)), R).
t43(R) :- findall(S, (member(A, [abc, '', 12, "s", []]), string_to_atom(S, A)), R).
t44(R) :- findall(X-Y, (member(X-Y, [abc-"abc", abc-abc, 'x'-"y", 12-"12"]), atom_string(X, Y)), R).
t45(R) :- findall(E, (member(G, [atom_string(_, _), string_to_atom(_, _), string_chars(_, _), atom_string(f(x), _), string_to_atom(_, f(x))]), catch(G, error(E, _), true)), R).
t46(R) :- ( string_chars(S, [h, i]), string(S), string_codes(T, [0'h, 0'i]), S == T -> R = same ; R = differ ).

loop(I, N, A, A) :- I > N, !.
loop(I, N, A0, A) :-
    number_string(I, S), string_concat("n", S, T), string_upper(T, U),
    sub_string(U, 1, _, 0, D), number_string(K, D),
    A1 is A0 + K, I1 is I + 1, loop(I1, N, A1, A).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28, t29, t30, t31, t32, t33, t34, t35, t36, t37, t38, t39, t40, t41, t42, t43, t44, t45, t46]).

:- include('lib/run_tests.pl').
