% Prechecks of clauses whose arithmetic guard reads the arguments of a
% structure or list cell in the head (reduitD(Ka + Xa, Kb, [X|C], ...)
% of the course's RD): the guard holds or fails, the argument is of
% another shape (the head fails first, counting nothing), unbound (the
% head binds it and the guard raises), a float or a big integer, the
% guard raises a type error, commits with a cut or not; answers and
% inference counts as swipl and the engine give them.

red(_, _, [], R, R) :- !.
red(A + B, K, [X|C], R, Rf) :- A + B =:= K + X, !, red(A + B, K, C, R, Rf).
red(A - B, K, [X|C], R, Rf) :- A - B =:= K - X, !, red(A - B, K, C, R, Rf).
red(N, K, [X|C], R, Rf) :- append(R, [X], R1), red(N, K, C, R1, Rf).

cmp(p(X, Y), Z) :- X < Y, Z = lt.
cmp(p(X, Y), Z) :- X > Y, Z = gt.
cmp(p(_, _), eq).
cmp(q(X), big) :- X > 100.
cmp(_, other).

first([X|_], pos) :- X > 0, !.
first([X|_], neg) :- X < 0, !.
first(_, zero).

pair(f(A, B), g(C), R) :- A + B > C, !, R = yes.
pair(_, _, no).

t1(R) :- red(3 + 1, 0, [1, 2, 3, 4, 5], [], R).
t2(R) :- red(3 - 1, 1, [0, 1, 2, 3], [], R).
t3(R) :- red(f(3), 0, [1, 2], [], R).
t4(R) :- findall(Z, cmp(p(1, 2), Z), R).
t5(R) :- findall(Z, cmp(p(2, 1), Z), R).
t6(R) :- findall(Z, cmp(p(1, 1), Z), R).
t7(R) :- findall(Z, cmp(q(200), Z), R).
t8(R) :- findall(Z, cmp(q(2), Z), R).
t9(R) :- findall(Z, cmp(r(2), Z), R).
t10(R) :- catch(findall(Z, cmp(p(_, 1), Z), R), error(E, _), R = E).
t11(R) :- catch(findall(Z, cmp(p(a, 1), Z), R), error(E, _), R = E).
t12(R) :- findall(Z, cmp(p(1.5, 2), Z), R).
t13(R) :- findall(Z, cmp(p(100000000000000000000, 2), Z), R).
t14(R) :- catch(findall(Z, cmp(_, Z), R), error(E, _), R = E).
t15(R) :- findall(S, first([3, 1], S), R).
t16(R) :- findall(S, first([-3], S), R).
t17(R) :- findall(S, first([0], S), R).
t18(R) :- findall(S, first([], S), R).
t19(R) :- catch(findall(S, first(_, S), R), error(E, _), R = E).
t20(R) :- pair(f(1, 2), g(2), R).
t21(R) :- pair(f(1, 2), g(5), R).
t22(R) :- pair(f(1, 2), h(5), R).
t23(R) :- pair(f(1), g(0), R).
t24(R) :- X = 2, pair(f(X, X), g(3), R).
t25(R) :- findall(Z, (member(P, [p(1, 2), p(2, 1), q(500), p(3, 3)]), cmp(P, Z)), R).

% A head whose constants and structures a call's one variable meets
% twice does not unify for sure: the clause is tried, and the next one
% stays.
alias(f(_, a), 0) :- !.
alias(W, W).
alias3(X, X, a) :- !.
alias3(_, _, _).
aliasin(a, f(b)) :- !.
aliasin(_, _).

t26(R) :- findall(B, alias(B, B), R).
t27(R) :- findall(Y, alias3(Y, b, Y), R).
t28(R) :- findall(X, aliasin(X, f(X)), R).
t29(R) :- findall(Y, (Z = f(Y), alias(Z, Z)), R).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20,
       t21, t22, t23, t24, t25, t26, t27, t28, t29]).

:- include('lib/run_tests.pl').
