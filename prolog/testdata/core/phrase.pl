% phrase/2,3 from compiled clauses, whose check of the lists runs on the
% heap: texts parsed whole and in part, with a rest, enumerated, and the
% type errors of a text or a rest that is not a list (no context, as
% must_be/2 raises them), as swipl gives them.

greeting --> [hello], who.
who --> [world].
who --> [prolog].
digits([D|T]) --> digit(D), !, digits(T).
digits([]) --> [].
digit(D) --> [D], { D >= 0'0, D =< 0'9 }.

t1(R) :- ( phrase(greeting, [hello, world]) -> R = yes ; R = no ).
t2(R) :- ( phrase(greeting, [hello, there]) -> R = yes ; R = no ).
t3(R) :- findall(Rest, phrase(greeting, [hello, prolog, x, y], Rest), R).
t4(R) :- findall(T, phrase(greeting, T), R).
t5(R) :- atom_codes('123ab', Cs), findall(D-Rest, phrase(digits(D), Cs, Rest), L), length(L, R).
t6(R) :- catch(phrase(greeting, abc), error(E, C), true), R = E-C.
t7(R) :- catch(phrase(greeting, [hello], x), error(E, C), true), R = E-C.
t8(R) :- catch(phrase(greeting, [hello|foo]), error(E, _), R = E), ( var(R) -> R = failed_quietly ; true ).
t9(R) :- catch(phrase(_, [a]), error(E, _), true), R = E.
t10(R) :- X = [hello, world], ( phrase(greeting, X, []) -> R = X ; R = no ).
t11(R) :- findall(N, (between(1, 50, I), length(L, I), maplist(=(0'7), L), phrase(digits(Ds), L), length(Ds, N)), Ns), sum_list(Ns, R).
t12(R) :- atom_codes('42x', Cs), phrase(digits(Ds), Cs, Rest), atom_codes(A, Ds), atom_codes(B, Rest), R = A-B.

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12]).

:- include('lib/run_tests.pl').
