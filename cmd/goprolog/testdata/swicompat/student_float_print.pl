% args: -q -g main -t halt {}
main :- forall(member(E, [1.0e22, 1.0e15, 1.0e16, 123456789012345.0, 1234567890123456789.0, 0.1 + 0.2, -0.0, inf, -inf, nan, 1.0e-5, 0.0001, 1.5e300 * 1.0e10, 5.0e-324, 2.2250738585072014e-308, 1/3, 2/3.0, 100.0, 1.0e100, 123.456e-7, float(1 << 62), float(1 << 53 + 1), 9007199254740993.0, 0.30000000000000004, 1.7976931348623157e308]),
    catch(( X is E, write(X), write(' '), print(X), write(' '), format("~w ~a~n", [X, ok]) ), Err, (print_message(error, Err)))),
    X1 is 10.0 ** 15, Y1 is 10.0 ** 16, writeq([X1, Y1]), nl,
    format("~e ~f ~g ~3e ~0f~n", [1.0e22, 1.0e22, 1.0e22, 5.0e-324, 1.0e22]),
    format("~15f~n", [0.1]), format("~20f~n", [1/3]), format("~f~n", [1.0e300]).
