% apply/2 in compiled clauses and meta-called: a goal with the list's
% elements appended, closures with arguments of their own, a
% module-qualified goal, a nondeterministic goal backtracked into and cut,
% a goal nothing defines, and the errors of a goal that is not callable
% and of a list that is no proper list.

p(1, a).
p(2, b).
p(3, c).

add(X, Y, Z) :- Z is X + Y.

t1(R) :- apply(atom_length, [abc, R]).
t2(R) :- apply(atom_concat(a), [b, R]).
t3(R) :- findall(X-Y, apply(p, [X, Y]), R).
t4(R) :- findall(Y, apply(p(2), [Y]), R).
t5(R) :- apply(add(1), [2, R]).
t6(R) :- G = apply(add, [3, 4, R]), call(G).
t7(R) :- apply(user:add(5), [6, R]).
t8(R) :- ( apply(p, [X, _]), X > 1 -> R = X ; R = none ).
t9(R) :- ( apply(fail, []) -> R = yes ; R = no ).
t10(R) :- apply(true, []), R = ok.
t11(R) :- apply(member(X), [[1, 2, 3]]), X >= 2, !, R = X.
t12(R) :- catch(apply(_, []), error(E, _), true), R = E.
t13(R) :- catch(apply(1, []), error(E, _), true), R = E.
t14(R) :- catch(apply(foo, bar), error(E, _), true), R = E.
t15(R) :- catch(apply(foo, [a|_]), error(E, _), true), R = E.
t16(R) :- catch(apply(no_such_pred, [1]), error(E, _), true), R = E.
t17(R) :- findall(Z, (member(X, [1, 2, 3]), apply(add, [X, 10, Z])), R).
t18(R) :- count(300, 0, R).
t19(R) :- catch(call(apply, foo(1), _), error(E, _), true), R = E.

count(0, N, N) :- !.
count(I, N0, N) :- apply(add, [N0, I, N1]), I1 is I - 1, count(I1, N1, N).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19]).

:- include('lib/run_tests.pl').
