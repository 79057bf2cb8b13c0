% args: -q -g main -t halt {}
main :-
    format("~c~c~n", [0'o, 0'k]),
    format("~*c|~n", [3, 0'-]),
    format("~8r ~2r ~16r ~16R~n", [255, 5, 48879, 48879]),
    format("~i~w ~w~n", [a, b, c]),
    format("~a~n", [abc]),
    format("~q ~w~n", ['it''s', 'it''s']),
    format("~p~n", ["str"]),
    format("~e~n", [1]),
    format("~3d~n", [5]),
    format("~0d~n", [42]),
    format("~:D~n", [1234567]) -> true ; true.
