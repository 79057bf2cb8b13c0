% args: {}
:- initialization(main, main).

row(Name, Qty, Price) :- format("~w~t~15|~t~d~6+~t~2f~10+~n", [Name, Qty, Price]).

main :-
    format("~`=t~31|~n"),
    format("~w~t~15|~t~w~6+~t~w~10+~n", ['Item', 'Qty', 'Price']),
    row(apple, 3, 1.5), row(banana, 12, 0.25), row('kiwi fruit', 100, 12.125),
    format("~`=t~31|~n"),
    format("~t~w~10|~n", [right]),
    format("~t~w~t~20|~n", [center]),
    format("[~a]~n", [abc]),
    format("~c~c~n", [104, 105]),
    format("~3c~n", [0'x]),
    format("~e ~4e~n", [1234.5, 0.000123]),
    format("~f ~0f ~3f~n", [3.14159, 2.5, 2]),
    format("~g~n", [0.1]),
    format("~d ~D~n", [1234567, 1234567]),
    format("~2d ~0d~n", [314, 7]),
    format("~8|abc~n", []),
    format("~r ~8r ~16r ~8R ~16R~n", [10, 255, 255, 255, 255]) -> true ; true.
main2 :-
    format("~8r ~16r ~16R ~2r~n", [255, 255, 255, 5]),
    format("~p ~q ~w~n", ['A', 'A', 'A']),
    format("~q~n", [[a, 'B c', "str", 1.0, f(-1), - 1, 1-2, a=b, [x|y]]]),
    format("~i~w~n", [skipped, shown]),
    format("~*c~n", [5, 0'*]),
    format("~s and ~s~n", ["codes", [0'o, 0'k]]),
    format("~~ tilde~n"),
    format("~a~30|~a~n", [left, right]),
    format("~w~30|~w~n", [abc, def]),
    format("~`.t~w~20|~n", [dots]),
    format("~w~t~`-t~20|~w~n", [a, b]),
    format("~t~d~8|~t~d~8+~n", [1, 22]),
    format("~e~n", [10]),
    format("~4f~n", [1/3]) -> true ; true.
main3 :-
    catch(format("~d~n", [1.5]), E, (print_message(error, E))),
    catch(format("~a~n", []), E2, (print_message(error, E2))),
    catch(format("~w ~w~n", [only_one]), E3, (print_message(error, E3))),
    catch(format("~z~n", [x]), E4, (print_message(error, E4))),
    catch(format("~w~n", [a, b]), E5, (print_message(error, E5))),
    format("~w~n", hello),
    format("no args~n", []),
    format("~2e|~3g~n", [3.0, 2.5]),
    format("~+~w~+~n", [x]),
    format("~t~2f~10|~n", [-3.14159]),
    format("~D~n", [-1234567]),
    format("~2D~n", [1234567]),
    format("~c~n", [0'a]),
    format(user_error, "to stderr~n", []),
    format(atom(A), "~w-~w", [a, b]), writeq(A), nl,
    format(string(S), "~t~w~5|", [x]), writeq(S), nl,
    format("~ic~w~n", [a, b]).
:- initialization((main2, main3)).
