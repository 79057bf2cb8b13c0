% catch/3 meta-called on the core: as the goal of call/N, findall/3 and
% forall/2, and inside a control construct built at run time; its goal
% and recovery spelled out, variables, or cut; errors caught and passed
% on, and the bindings and choicepoints of the goal kept past its exit.

p(1). p(2). p(3).

t1(R) :- G = catch(p(X), _, true), findall(X, G, R).
t2(R) :- G = (catch(p(X), _, true), X > 1), findall(X, G, R).
t3(R) :- G = catch(throw(oops), E, R = c(E)), call(G).
t4(R) :- G = catch(throw(oops), bad, true), catch(call(G), E, R = outer(E)).
t5(R) :- C = catch(member(X, [a, b, c]), _, true), findall(X, C, L), ( forall(C, atom(X)) -> R = all(L) ; R = no ).
t6(R) :- G = catch((member(X, [1, 2, 3]), X >= 2, !), _, true), findall(X, G, R).
t7(R) :- G = catch(_ is foo + 1, error(type_error(A, B), _), R = A-B), call(G).
t8(R) :- G = catch(true, _, true), call(G), call((G, G)), R = ok.
t9(R) :- X = 1, G = catch(X == 1, _, fail), ( call(G) -> R = yes ; R = no ).
t10(R) :- G = catch(Goal, E, R = caught(E)), Goal = throw(f(1)), call(G).
t11(R) :- Rec = (E = error(F, _), R = rec(F)), G = catch(atom_length(_, _), E, Rec), call(G).
t12(R) :- G = (catch(p(X), _, true) ; X = 4), findall(X, G, R).
t13(R) :- G = (\+ catch(p(5), _, true)), ( call(G) -> R = not5 ; R = is5 ).
t14(R) :- G = (catch(p(X), _, true) -> true ; X = none), findall(X, G, R).
t15(R) :- G = catch(catch(throw(in), out, true), E, R = E), call(G).
t16(R) :- findall(X-Y, (G = catch(p(X), _, true), G, p(Y), Y < X), R).
t17(R) :- G = catch(nested_throw(2), deep(N), R = N), call(G).
t18(R) :- G = catch(p(X), _, true), findall(X, (G, X \== 2), R).

% A variable goal in a meta-called construct that the clause spells
% out is called as the goal it is bound to when the meta-call runs.
t19(R) :- G = p(X), findall(X, (true, G), R).
t20(R) :- G = (p(X), X > 1), findall(X, (G ; X = 4), R).
t21(R) :- G = catch(p(X), _, true), call((true, G)), R = X.
t22(R) :- G = p(_), ( call((G, G)) -> R = yes ; R = no ).
t23(R) :- G = fail, findall(x, (true ; G), R).
t24(R) :- catch(findall(x, (true, _), R), error(E, _), R = E).

nested_throw(0) :- throw(deep(0)).
nested_throw(N) :- N > 0, N1 is N - 1, catch(nested_throw(N1), other, true).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18,
       t19, t20, t21, t22, t23, t24]).

:- include('lib/run_tests.pl').
