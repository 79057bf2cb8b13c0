% findall/3 over between/3 of 1,000,000: choicepoint-driven iteration
% and copying solutions out.

bench_main :-
    findall(X, between(1, 1000000, X), L),
    length(L, N),
    sum_list(L, S),
    format("~w ~w~n", [N, S]).
