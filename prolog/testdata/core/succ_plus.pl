% succ/2 and plus/3 on the core: every mode, zero, the edges of the small
% integers and past them into big integers, failure of a wrong sum, and
% the errors of negative, non-integer and unbound arguments.

t1(R) :- succ(3, R).
t2(R) :- succ(R, 4).
t3(R) :- ( succ(_, 0) -> R = yes ; R = no ).
t4(R) :- catch(succ(_, -1), error(E, _), R = E).
t5(R) :- catch(succ(-1, _), error(E, _), R = E).
t6(R) :- catch(succ(a, _), error(E, _), R = E).
t7(R) :- catch(succ(_, _), error(E, _), R = E).
t8(R) :- succ(1152921504606846975, R).
t9(R) :- succ(R, 1152921504606846976).
t10(R) :- X is 2**70, succ(X, R).
t11(R) :- ( succ(3, 4) -> R = yes ; R = no ).
t12(R) :- ( succ(3, 5) -> R = yes ; R = no ).
t13(R) :- plus(1, 2, R).
t14(R) :- plus(1, R, 5).
t15(R) :- plus(R, 2, 5).
t16(R) :- ( plus(1, 2, 4) -> R = yes ; R = no ).
t17(R) :- catch(plus(_, _, 5), error(E, _), R = E).
t18(R) :- catch(plus(1.0, 2, _), error(E, _), R = E).
t19(R) :- plus(1152921504606846975, 1152921504606846975, R).
t20(R) :- plus(-1152921504606846976, R, 1152921504606846975).
t21(R) :- X is 2**80, plus(X, 1, R).
t22(R) :- catch(plus(a, 1, _), error(E, _), R = E).
t23(R) :- findall(N-M, (between(0, 4, N), plus(N, M, 4)), R).
t24(R) :- foldl([X, A0, A]>>plus(X, A0, A), [1, 2, 3, 4], 0, R).
t25(R) :- predsort([O, A, B]>>compare(O, A, B), [c, a, b, a], R).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15,
       t16, t17, t18, t19, t20, t21, t22, t23, t24, t25]).

:- include('lib/run_tests.pl').
