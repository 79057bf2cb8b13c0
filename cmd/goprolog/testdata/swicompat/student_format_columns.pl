% args: -q -g main -t halt {}
row(Name, Qty, Price) :- format("~w~t~15|~t~d~6+~t~2f~10+~n", [Name, Qty, Price]).
main :-
    format("~w~t~15|~w~t~6+~w~t~10+~n", ['Item', 'Qty', 'Price']),
    format("~`=t~31|~n"),
    row(apple, 3, 1.5), row(banana, 12, 0.25), row('dragon fruit', 100, 12.0),
    format("~t~w~10|~n", [right]),
    format("~t~w~t~11|~n", [mid]),
    format("[~a~t~8|]~n", [ab]),
    format("~`*t~t~20|~n"),
    format("~a~t~a~20|~a~n", [left, right, end]),
    format("~t~d~8|~t~d~16|~n", [12345, 67]).
