% Calls from compiled code of predicates whose definition changed under
% the running query: a static predicate abolished and given new clauses
% by assert (its running calls keep the old clauses, as the logical
% update view says), abolished and called again, a predicate defined by
% assert that had no definition when its caller was compiled, its
% clauses retracted, abolished; the same calls meta-called.

sp(1). sp(2). sp(3).
use_sp(X) :- sp(X).

t1(R) :- findall(X, (use_sp(X), ( X =:= 1 -> abolish(sp/1), assertz(sp(10)) ; true )), R).
t2(R) :- findall(X, use_sp(X), R).
t3(R) :- abolish(sp/1), catch(use_sp(_), error(E, _), true), R = E.
t4(R) :- assertz(sp(20)), assertz((sp(X) :- X = 21)), findall(X, use_sp(X), R).
t5(R) :- G = use_sp(X), findall(X, G, R).
newp(R) :- brand_new(R).
t6(R) :- assertz(brand_new(6)), assertz(brand_new(7)), findall(X, newp(X), R).
t7(R) :- retract(brand_new(6)), findall(X, newp(X), R).
t8(R) :- abolish(brand_new/1), catch(newp(_), error(E, _), true), R = E.
t9(R) :- assertz((brand_new(X) :- between(1, 3, X))), findall(X, newp(X), R).
t10(R) :- findall(X-Y, (newp(X), ( X =:= 1 -> abolish(brand_new/1), assertz(brand_new(9)) ; true ), newp(Y)), R).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10]).

:- include('lib/run_tests.pl').
