% args: -q -g main -t halt {}
main :-
    T = f(X, Y, g(X, _Z)), copy_term(T, T2), numbervars(T2, 0, End),
    print(T2), nl, writeln(End), write_canonical(T2), nl,
    write_term(T2, [numbervars(true)]), nl,
    write_term(T2, [numbervars(false)]), nl,
    numbervars(h(A, B), 23, E2), print(h(A, B)-E2), nl,
    T3 = p(_, _), numbervars(T3, 0, _, [singletons(true)]), print(T3), nl,
    writeq('$VAR'(27)), nl, writeq('$VAR'('X')), nl, writeq('$VAR'(x)), nl,
    writeq('$VAR'("Foo")), nl, print('$VAR'(1.0)), nl,
    format("~w ~q ~p~n", ['$VAR'(2), '$VAR'(2), '$VAR'(2)]),
    numbervars(Y, 0, _), print(T), nl,
    catch(numbervars(f(_), a, _), Err, (print_message(error, Err))).
