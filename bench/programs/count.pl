% A 20,000,000-step tail-recursive count: must run in constant memory
% (last-call optimisation) and is a pure measure of call + is/2 speed.

count(N, N) :- !.
count(I, N) :- I1 is I+1, count(I1, N).

bench_main :-
    count(0, 20000000),
    format("done~n").
