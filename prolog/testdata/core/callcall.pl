% call/N whose goal is itself call/N, meta-called on the core: as the goal
% of findall/3, with the inner goal a closure, a control construct, a
% catch/3, a goal that is not callable, an undefined predicate or a cut.

p(1). p(2). p(3).
e(a, 1). e(b, 2).

t1(R) :- G = call(p, X), findall(X, G, R).
t2(R) :- findall(X, call(call(p), X), R).
t3(R) :- findall(X-Y, call(call(e, X), Y), R).
t4(R) :- G = call((p(X), X > 1)), findall(X, G, R).
t5(R) :- G = call(call, p(X)), findall(X, G, R).
t6(R) :- catch(call(call(1)), error(R, _), true).
t7(R) :- G = call(e(X), Y), findall(X-Y, (G, Y > 1), R).
t8(R) :- G = call(foo_undefined, _), catch(G, error(R, _), true).
t9(R) :- G = call(!, _), catch(G, error(R, _), true).
t10(R) :- findall(X, call(call(call(p), X)), R).
t11(R) :- G = call(catch(p(X), _, true)), findall(X, G, R).
t12(R) :- G = call((p(X), !)), findall(X, (G ; X = 4), R).
t13(R) :- G = call(e, X), findall(X-Y, call(G, Y), R).
% call/N of the atom call, and of call/N of call/N, several levels down.
t14(R) :- G = call(call, call, p(X)), findall(X, G, R).
t15(R) :- G = call(call(call), p(X)), findall(X, G, R).
t16(R) :- G = call(call(call, p), X), findall(X, G, R).
t17(R) :- G = call(call(call(e, a)), X), findall(X, G, R).
t18(R) :- G = call(call, !), findall(x, G, R).
t19(R) :- G = call(call, call), catch(G, error(R, _), true).
t20(R) :- G = call(call(call, 1)), catch(G, error(R, _), true).
% Not callable, or unbound, under several levels of call/N: call/N's
% error, with as many arguments as the goal comes to, each level counted.
t21(R) :- G = call(call(3), a), catch(G, error(R, _), true).
t22(R) :- G = call(call(call(3)), a), catch(G, error(R, _), true).
t23(R) :- G = call(call(_), a), catch(G, error(R, _), true).
t24(R) :- G = call(call(call, _)), catch(G, error(R, _), true).
t25(R) :- G = call(call, call(1), a), catch(G, error(R, _), true).
t26(R) :- G = call(call(3, b), a), catch(G, error(R, _), true).
t27(R) :- G = call(call(call(2.5))), catch(G, error(R, _), true).
t28(R) :- G = call(call(call("s"), x), y), catch(G, error(R, _), true).
t29(R) :- G = call(call(call(100000000000000000000000))), catch(G, error(R, _), true).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20,
       t21, t22, t23, t24, t25, t26, t27, t28, t29]).

:- include('lib/run_tests.pl').
