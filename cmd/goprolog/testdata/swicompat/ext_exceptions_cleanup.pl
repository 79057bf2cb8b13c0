% args: {}
:- initialization(main, main).

risky(1) :- writeln(ok1).
risky(2) :- throw(my_error(2)).
risky(3) :- X is 1/0, writeln(X).
risky(4) :- fail.

try(N) :-
    catch(setup_call_cleanup(format("setup ~w~n", [N]), risky(N), format("cleanup ~w~n", [N])),
          E, (format("caught ~q~n", [E]))), !.
try(N) :- format("failed ~w~n", [N]).

rethrow :- catch(catch(throw(inner), outer, writeln(wrong)), inner, writeln(right)).

main :-
    forall(between(1, 4, N), try(N)),
    rethrow,
    catch(call_cleanup(throw(x), writeln(cleanup_ran)), x, writeln(caught_x)),
    setup_call_cleanup(true, member(X, [1,2,3]), writeln(cleanup_member)), writeln(X),
    catch((between(1, inf, I), I > 3, throw(found(I))), found(F), (writeln(found(F)))),
    catch(error_demo, error(Formal, Context), (print(Formal-Context), nl)),
    catch(throw(error(type_error(integer, abc), context(foo/2, 'extra info'))), E2, print_message(error, E2)),
    catch(throw(error(my_formal, _)), E3, print_message(error, E3)),
    catch(throw(error(existence_error(file, 'x.txt'), _)), E4, print_message(error, E4)),
    print_message(error, "plain string"),
    print_message(warning, format("fmt ~w", [warn])),
    print_message(informational, hello_info),
    writeln(end).
error_demo :- atom_length(1, a).
