% sub_string/5 and string_length/2, which the core decides on the heap:
% every mode of sub_string/5 and its enumeration order, text of every
% kind, text that is not ASCII, and the errors.

t1(R) :- findall(B-L-A-S, sub_string("abc", B, L, A, S), R).
t2(R) :- findall(B, sub_string("banana", B, _, _, "an"), R).
t3(R) :- sub_string(hello, 1, 3, A, S), R = A-S.
t4(R) :- sub_string("héllo wörld", B, 5, 0, S), R = B-S.
t5(R) :- ( sub_string("abc", _, _, _, S), string(S) -> R = string ; R = other ).
t6(R) :- findall(S, sub_string(12345, 1, 2, _, S), R).
t7(R) :- catch(sub_string(f(x), _, _, _, _), error(E, _), R = E).
t8(R) :- catch(sub_string(_, _, _, _, _), error(E, _), R = E).
t9(R) :- catch(sub_string("abc", _, _, _, f(x)), error(E, _), R = E).
t10(R) :- catch(sub_string([0'a], _, 1, _, _), error(E, _), R = E).
t11(R) :- catch(sub_string("abc", -1, _, _, _), error(E, _), R = E).
t12(R) :- catch(sub_string("abc", a, _, _, _), error(E, _), R = E).
t13(R) :- findall(S, sub_string("abc", _, _, 1, S), R).
t14(R) :- ( sub_string("abc", 4, _, _, _) -> R = yes ; R = no ).
t15(R) :- findall(B-A, sub_string("aaa", B, _, A, a), R).
t16(R) :- findall(L, (member(T, ["abc", abc, 'é', 12, 1.5, [], [a, b], [0'x], ""]), string_length(T, L)), R).
t17(R) :- catch(string_length(f(x), _), error(E, _), R = E).
t18(R) :- catch(string_length(_, _), error(E, _), R = E).
t19(R) :- catch(string_length("abc", a), error(E, _), R = E).
t20(R) :- ( string_length("abc", -1) -> R = yes ; R = no ).
t21(R) :- ( string_length("abc", 3) -> R = yes ; R = no ).
t22(R) :- ( string_length(abc, 100000000000000000000) -> R = yes ; R = no ).
t23(R) :- catch(string_length("abc", 3.0), error(E, _), R = E).
t24(R) :- findall(S, (sub_string("a,b,,c", B, 1, _, ","), B1 is B + 1, sub_string("a,b,,c", B1, 1, _, S)), R).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24]).

:- include('lib/run_tests.pl').
