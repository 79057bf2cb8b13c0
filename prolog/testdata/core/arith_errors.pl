% The errors of arithmetic on lists and on [], raised in clause bodies
% (in line and through is/2's built-in) as swipl raises them: a list of
% one character evaluates to its code; the element is checked before the
% tail (an unbound element is an instantiation error, an element that is
% no character code or one-character atom a type error), then that it is
% the only one (type_error([], List) with swipl's message, in the context
% of the comparison or is/2 that evaluated it); [] is no evaluable
% function, and swipl names it itself. The text of atom_codes/2 and its
% kin that is of the wrong type has the unqualified context swipl gives.

e(G, R) :- catch((G, R = ok), error(F, C), R = F-C).

t1(R) :- e(_ is [0'a], R).
t2(R) :- X = [_|_], e(_ is X, R).
t3(R) :- X = [_, _], e(_ is X + 1, R).
t4(R) :- X = [[]|_], e(_ is X, R).
t5(R) :- X = [1|_], e(_ is X, R).
t6(R) :- X = [a, b], e(1 < X, R).
t7(R) :- X = [a|b], e(1 =:= X, R).
t8(R) :- e(_ is [-1], R).
t9(R) :- e(_ is [0x110000], R).
t10(R) :- e(_ is [0x10FFFF], R).
t11(R) :- X = [], e(_ is X, R).
t12(R) :- X = '[]', e(_ is X, R).
t13(R) :- X = [], e(2 >= X + 1, R).
t14(R) :- e(atom_codes(f(x), _), R).
t15(R) :- e(number_chars(f(x), _), R).
t16(R) :- e(name(f(x), _), R).
t17(R) :- e(atom_codes(_, f(x)), R).
t18(R) :- X = "ab", e(_ is X, R).
t19(R) :- X = [f(x)], e(_ is X, R).
t20(R) :- findall(Y, (member(X, [[0'0], [a], [1.5], [_]]), e(Y is X, Y0), Y0 \== ok, Y = Y0), R).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20]).

:- include('lib/run_tests.pl').
