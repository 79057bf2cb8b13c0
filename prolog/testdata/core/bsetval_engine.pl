% b_setval/2 in a goal that the engine's solver runs for the core
% (call_with_depth_limit/3's): backtracking there takes the value back,
% also when a directive runs the goal while the file loads, and the value
% the core gave before is the one the engine sees.

t1(R) :- b_setval(e1, a), call_with_depth_limit((b_setval(e1, b), fail ; b_getval(e1, V)), 10, _), R = V.
t2(R) :- b_setval(e2, f(X)), call_with_depth_limit(b_getval(e2, V), 10, _), X = 1, R = V.
t3(R) :- call_with_depth_limit(b_setval(e3, f(Y)), 10, _), Y = 3, b_getval(e3, R).
t4(R) :- nb_setval(e4, 0), ( b_setval(e4, 1), call_with_depth_limit(true, 10, _), fail ; b_getval(e4, R) ).

:- t1(R), print(loading:t1 = R), nl.

tests([t1, t2, t3, t4]).

:- include('lib/run_tests.pl').
