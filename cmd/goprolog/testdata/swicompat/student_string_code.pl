% args: -q -g main -t halt {}
main :-
    forall(between(0, 4, I), ( string_code(I, "abc", C) -> format("~w:~c~n", [I, C]) ; format("~w:none~n", [I]) )),
    catch(string_code(-1, "abc", _), E, (print_message(error, E))),
    catch(string_code(a, "abc", _), E2, (print_message(error, E2))),
    catch(string_code(_, "abc", _), E3, (print_message(error, E3))),
    get_char_test.
get_char_test :- string_chars(S, [x, y]), string_length(S, L), writeln(S-L).
