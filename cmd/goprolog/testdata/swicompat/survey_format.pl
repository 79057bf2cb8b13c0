% args: -q
% stdin: format("~w ~q ~a~n", ['A', 'A', 'A']).
% stdin:
% stdin: format("~d~n", [1234567]).
% stdin:
% stdin: format("~D~n", [1234567]).
% stdin:
% stdin: format("~2d~n", [1234]).
% stdin:
% stdin: format("~2D~n", [1234567]).
% stdin:
% stdin: format("~e~n", [3.14]).
% stdin:
% stdin: format("~4f~n", [3.14159]).
% stdin:
% stdin: format("~0f~n", [2.5]).
% stdin:
% stdin: format("~g~n", [0.1]).
% stdin:
% stdin: format("~f~n", [10]).
% stdin:
% stdin: format("~a~n", [abc]).
% stdin:
% stdin: format("~c~n", [65]).
% stdin:
% stdin: format("~3c~n", [0'x]).
% stdin:
% stdin: format("~8|abc~n", []).
% stdin:
% stdin: format("~a~t~20|~a~n", [name, value]).
% stdin:
% stdin: format("~t~a~20|~n", [right]).
% stdin:
% stdin: format("~t~d~6|~t~d~12|~n", [1, 22]).
% stdin:
% stdin: format("~`-t~30|~n").
% stdin:
% stdin: format("~t~w~t~20|~n", [center]).
% stdin:
% stdin: format("~r~n", [10]).
% stdin:
% stdin: format("~8r~n", [64]).
% stdin:
% stdin: format("~16r ~16R~n", [255, 255]).
% stdin:
% stdin: format("~36r~n", [123456]).
% stdin:
% stdin: format("no args~n").
% stdin:
% stdin: format("~w~n", hello).
% stdin:
% stdin: format("~p~n", ['$VAR'(1)]).
% stdin:
% stdin: format("~q~n", [[a, 'B', "c"]]).
% stdin:
% stdin: format("~i~w~n", [skip, shown]).
% stdin:
% stdin: format("~*c~n", [5, 0'*]).
% stdin:
% stdin: format("~+~w~+~n", [abc]).
% stdin:
% stdin: format("~w~30|~w~n", [a, b]).
% stdin:
% stdin: format("~ic~n", [x]).
% stdin:
% stdin: format("~~ and ~~~n").
% stdin:
% stdin: format("~a", abc), nl.
% stdin:
% stdin: format(atom(X), '~w', [f(Y)]).
% stdin:
% stdin: format("~s", ["abc"]), nl.
% stdin:
% stdin: format("~10d~n", [5]).
% stdin:
% stdin: format("~3e~n", [12345.678]).
% stdin:
% stdin: format("~15|~a~n", [x]).
% stdin:
% stdin: format("~a~10+~a~10+~a~n", [a, b, c]).
% stdin:
% stdin: format("~t~2f~10|~n", [3.14159]).
% stdin:
% stdin: format("~d~n", [-5]).
% stdin:
% stdin: format("~:d~n", [1234567]).
% stdin:
% stdin: format("~2e~n", [0.000123]).
% stdin:
% stdin: format("~w and ~w~n", [[1, 2], "str"]).
% stdin:
% stdin: format("~q~n", ['hello world']).
% stdin:
% stdin: format("~q~n", [f('A', _)]).
% stdin:
% stdin: format(user_error, "to stderr~n", []).
% stdin:
% stdin: format("~a~n", ["string"]).
% stdin:
% stdin: format("~d~n", [12345678901234567890]).
% stdin:
% stdin: format("~D~n", [-1234567]).
% stdin:
% stdin: format("~0e~n", [1.5]).
% stdin:
% stdin: format("~1d~n", [5]).
% stdin:
% stdin: format("~*d~n", [2, 314]).
% stdin:
% stdin: format("~ncol~n").
% stdin:
% stdin: format("~c~c~n", [104, 105]).
% stdin:
% stdin: X = f(_), format("~w~n", [X]).
% stdin:
% stdin: format("~q~n", [-(1)]).
% stdin:
% stdin: format("~q~n", [- 1]).
% stdin:
% stdin: format("~q~n", [1 - -1]).
% stdin:
% stdin: format("~q~n", [a= \+b]).
% stdin:
% stdin: format("~w~n", [-(-(1))]).
% stdin:
% stdin: format("~q~n", [f(;)]).
% stdin:
% stdin: format("~q~n", [[a|b]]).
% stdin:
% stdin: format("~q~n", ['\n']).
% stdin:
% stdin: format("~q~n", [{a, b}]).
% stdin:
% Goals of a survey of everyday SWI-Prolog use at the top level:
% format/2 directives, columns and errors, one query a line, each followed by an empty reply line.
