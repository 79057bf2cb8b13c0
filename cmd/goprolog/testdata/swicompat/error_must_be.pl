% args: -q -g main -t halt {}
safe_div(X, Y, Z) :- catch(Z is X / Y, error(evaluation_error(E), _), (format("caught ~w~n", [E]), Z = undefined)).
check(X) :- ( integer(X) -> true ; type_error(integer, X) ).
dom(X) :- must_be(positive_integer, X).
main :- safe_div(1, 0, Z), writeln(Z),
    catch(check(a), error(T, _), (print(T), nl)),
    catch(dom(-3), E, (print_message(error, E))),
    catch(dom(x), E2, (print_message(error, E2))),
    catch(dom(_), E3, (print_message(error, E3))),
    catch(must_be(list, [a|b]), E4, (print_message(error, E4))),
    catch(must_be(boolean, 3), E5, (print_message(error, E5))),
    catch(must_be(oneof([a,b]), c), E6, (print_message(error, E6))),
    catch(domain_error(color, pink), E7, (print_message(error, E7))),
    catch(existence_error(file, 'x.txt'), E8, (print_message(error, E8))),
    catch(permission_error(open, source_sink, f), E9, (print_message(error, E9))),
    catch(resource_error(mem), E10, (print_message(error, E10))),
    catch(instantiation_error(_), E11, (print_message(error, E11))),
    catch(representation_error(x), E12, (print_message(error, E12))),
    catch(throw(custom(1)), custom(N), (writeln(custom(N)))),
    catch((between(1, 5, X), X >= 3, throw(found(X))), found(F), writeln(F)),
    catch(is_of_type(integer, a), E13, true), writeln(E13),
    ( is_of_type(list, [a]) -> writeln(list) ; true ),
    catch(must_be(between(1, 10), 11), E14, print_message(error, E14)),
    catch(must_be(callable, 3), E15, print_message(error, E15)).
