% Everyday format/2,3: column stops, numbers, quoting, sinks and the
% errors of bad arguments, as book programs write them.
:- style_check(-singleton).
:- ensure_loaded(driver).
o(format("~a~t~20|~w~n", [name, value])).
o(format("~t~w~10|", [right])).
o(format("~t~d~6|~t~d~12|", [1, 22])).
o(format("~w~30|~w", [a, b])).
o(format("~t~2f~10|", [3.14159])).
o(format("~a~t~a~20|~a", [left, fill, end])).
o(format("~`-t~30|~n")).
o(format("~t~a~t~20|", [center])).
o(format("~t~a~t~21|", [center])).
o(format("~w~t~10+~w~t~10+~w", [a, b, c])).
o(format("~t~w~10+", [abc])).
o(format("~+~w", [x])).
o(format("~w~t~+~w~t~+~w", [ab, cd, ef])).
o(format("~t~w~5+~t~w~5+", [1, 2])).
o(format("~`.t~w~8|", [42])).
o(format("~`0t~d~3|", [5])).
o(format("~t~s~10|", [[0'a, 0'b]])).
o(format("~8|abc")).
o(format("a~3|b")).
o(format("abcdef~3|g")).
o(format("abcdef~3+g")).
o(format("~a~n~*c~n", [title, 5, 0'=])).
o(format("~e", [1.0])).
o(format("~3e", [12345.678])).
o(format("~e", [10])).
o(format("~f", [2])).
o(format("~0f", [2.5])).
o(format("~0f", [3.5])).
o(format("~1f", [0.05])).
o(format("~4f", [-1.5])).
o(format("~2f", [10**20])).
o(format("~f", [1.0e20])).
o(format("~g", [0.1])).
o(format("~g", [100000.0])).
o(format("~g", [1.0e20])).
o(format("~2g", [3.14159])).
o(format("~f", [abc])).
o(format("~e", [abc])).
o(format("~d", [3.0])).
o(format("~d", [1234567])).
o(format("~2d", [1234567])).
o(format("~2d", [5])).
o(format("~2d", [-5])).
o(format("~D", [1234567])).
o(format("~2D", [1234567])).
o(format("~D", [-1234])).
o(format("~d", [-0])).
o(format("~p", ['A b'])).
o(format("~p", [[1, 2]])).
o(format("~q", [[a, 'B', "s"]])).
o(format("~w", [[a, 'B', "s"]])).
o(format("~q", ['hello world'])).
o(format("~a", ['hello world'])).
o(format("~i~w", [skip, shown])).
o(format("~w and ~i~w", [a, b, c])).
o(format("~*c", [3, 0'x])).
o(format("~*c~w", [0, 0'a, x])).
o(format("~c", [65])).
o(format("~c~c", [104, 105])).
o(format("~3c", [0'z])).
o(format("~c", [a])).
o(format("~c", [-1])).
o(format("~r", [10])).
o(format("~8r", [255])).
o(format("~16r", [255])).
o(format("~16R", [255])).
o(format("~36r", [123456])).
o(format("~2r", [-5])).
o(format("~8r", [a])).
o(format("~1r", [5])).
o(format("~37r", [5])).
o(format("~s", [[104, 105]])).
o(format("~s", ["hi"])).
o(format("~s", [hi])).
o(format("~s", [[a, b]])).
o(format("~a", ["str"])).
o(format("~a", [1])).
o(format("~a", [f(x)])).
o(format("~w ~w", [a])).
o(format("~w", [a, b])).
o(format("~z", [a])).
o(format("~w", a)).
o(format("~w", "ab")).
o(format("~a", [])).
o(format("no args")).
o(format('~w', ["s"])).
o(format("~~ ~n")).
o(format("~2n")).
o(format("~a", [_])).
o(format("~d", [_])).
o(format("~q", [f(_, 'A')])).
o(format(_, [])).
o(format(foo(x), [])).
o(format("~*c", [a, 0'x])).
o(format("~*c", [-1, 0'x])).
o(format("~e", [1.0e100])).
o(format("~3d", [12345])).
o(format("~0d", [12])).
o(format("~t~w~t~11|", [mid])).
o(format("~`*t~t~20|")).
o(format("~w~t~w~20|~w", [a, b, c])).
o(format("[~10|]")).
o(format("~ta~t~tb~20|")).
o(format("~t~d~10|~n~t~d~10|", [1, 100])).
o(format("~a~10|~a~20|~a", [one, two, three])).
o(format("~c", [0x1F600])).
o(format("~w", ['\u00e9t\u00e9'])).
o(format("~t~w~6|", ['\u00e9t\u00e9'])).
o(format("~ic", [a])).
o(format("~e", [1])).
o(format("~q", ["a\nb"])).
o(format("~w", ["a\nb"])).
g(format(atom(A), "~w-~w", [a, b])).
g(format(string(S), "~a", [x])).
g(format(codes(C), "~w", [ab])).
g(format(codes(C, T), "~w", [ab])).
g(format(chars(C), "~w", [ab])).
g(format(chars(C, T), "~w", [ab])).
g(format(atom(A), "~t~w~5|", [x])).
g(format(atom(A), '~p', [f('X')])).
g(format(foo(A), "x", [])).
g(format(atom(a), "a", [])).
g(format(atom(A), "~w", notalist)).
g(format(atom(A), [0'~, 0'w], [x])).
g(format(atom(A), [h, i], [])).
g(format(atom(A), hello, [])).
g(format(atom(A), 12, [])).
g(sformat(S, "~w", [x])).
g(format_atom(x)).
