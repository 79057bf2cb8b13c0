% Module-qualified goals and closures made at run time: call/N puts a
% closure's extra arguments inside its qualifier, and Module:Goal calls
% Goal (the core decides what on the heap).

inc(X, Y) :- Y is X + 1.
add(X, Y, Z) :- Z is X + Y.
p(a). p(b).

t1(R) :- C = user:inc, maplist(C, [1, 2, 3], R).
t2(R) :- C = user:add(10), maplist(C, [1, 2], R).
t3(R) :- G = user:p(X), findall(X, G, R).
t4(R) :- C = user:user:inc, call(C, 1, R).
t5(R) :- C = lists:append([a]), call(C, [b], R).
t6(R) :- G = user:(p(X), X \== a), findall(X, G, R).
t7(R) :- catch((C = _:inc, call(C, 1, R)), error(E, _), R = E).
t8(R) :- C = user:nosuch, catch(call(C, 1), error(E, _), R = E).
t9(R) :- C = user:3, catch(call(C, 1), error(E, _), R = E).
% A qualifier that is not an atom: call/N calls (:)/N+1, which nothing
% defines; a closure that is not callable is call/N's error.
t14(R) :- catch((C = 3:inc, call(C, 1, R)), error(E, _), R = E).
t15(R) :- catch((C = user:_, call(C, 1, R)), error(E, _), R = E).
t16(R) :- catch((C = _:_, call(C, 1, R)), error(E, _), R = E).
t17(R) :- catch((C = user:(_:inc), call(C, 1, R)), error(E, _), R = E).
t18(R) :- catch((C = f(x):inc, call(C, 1, R)), error(E, _), R = E).
t19(R) :- C = user:user:2.5, catch(call(C, 1), error(E, _), R = E).
t20(R) :- C = user:"s", catch(call(C, 1), error(E, _), R = E).
t10(R) :- M = user, G = p(X), findall(X, M:G, R).
% clause/2 of a qualified head made at run time reads the predicate
% qualified, not (:)/2's clauses.
t11(R) :- H = user:inc(_, _), findall(H-B, clause(H, B), R), numbervars(R, 0, _).
t12(R) :- H = user:p(X), findall(X, clause(H, true), R).
t13(R) :- M = user, findall(X-B, clause(M:p(X), B), R).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20]).

:- include('lib/run_tests.pl').
