% args: -q -g main -t halt {}
row(N, A, P) :- format("~w~t~10|~a~t~25|~t~2f~35|~n", [N, A, P]).
main :- row(1, apple, 1.5), row(22, banana, 12.25), row(333, cherry, 100),
    format("~`*t~40|~n"), format("~t~s~t~21|~n", [[0'h, 0'i]]),
    format("~a~n~*c~n", [title, 5, 0'=]),
    forall(member(X-Y, [a-1, bb-22, ccc-333]), format("~w~t~8|~t~w~5+~n", [X, Y])),
    format("~e ~3e ~g~n", [1.0, 2.5, 1.0e-5]),
    format("[~10|]~n"), format("[~t~10|]~n"), format("~t~d~8|~n", [-42]),
    format("~p~n", [point(1,2)]), format("~a~t~a~30|~a~n", [left, right, end]).
