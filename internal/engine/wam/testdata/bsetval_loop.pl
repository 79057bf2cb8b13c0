% A counter kept in a global variable with b_setval/2, under a choicepoint
% (pick/1's) made before the variable was first given a value.
count(0) :- !.
count(N) :- b_getval(k, V), V1 is V+1, b_setval(k, V1), N1 is N-1, count(N1).

pick(a).
pick(b).

run(N, V) :- pick(_), b_setval(k, 0), count(N), b_getval(k, V).
