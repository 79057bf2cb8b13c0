% Everyday goals of student and book programs that once differed from
% swipl: asserting into user by a qualified clause built at run time,
% ...
:- style_check(-singleton).
:- ensure_loaded(driver).
g((C = user:uq1(1), assertz(C), uq1(X))).
g((C = (user:uq2(1) :- true), assertz(C), uq2(X))).
g((C = user:(uq3(1) :- true), asserta(C), uq3(X))).
g((C = user:uq4(1), assertz(C), retract(user:uq4(X)), \+ uq4(_))).
g((C = user:uq5(1), assertz(C), retractall(user:uq5(_)), \+ uq5(_))).
g((C = user:uq6(1), assertz(C), abolish(user:uq6/1), \+ current_predicate(uq6/1))).
g((C = user:uq7(a), assertz(C), findall(X, uq7(X), L))).
