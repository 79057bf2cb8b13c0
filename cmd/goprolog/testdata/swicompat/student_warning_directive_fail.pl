% args: -q -g main -t halt {}
:- dynamic counter/1.
counter(0).
inc :- retract(counter(N)), N1 is N + 1, assertz(counter(N1)).
:- inc, inc.
:- counter(5).
:- initialization(writeln(init_done)).
main :- counter(X), writeln(X), retract(counter(_)), \+ counter(_), writeln(gone),
    catch(retract(foo(1)), E, (print_message(error, E))), writeln(retract_done),
    catch(assertz(atom_length(a, 1)), E2, (print_message(error, E2))),
    catch(asserta("str"), E3, (print_message(error, E3))),
    catch(assertz((foo :- 1)), E4, (print_message(error, E4))),
    catch(abolish(foo/a), E5, (print_message(error, E5))),
    retractall(nothere(_)), ( catch(nothere(1), E6, (print_message(error, E6), fail)) -> true ; writeln(nothere_fails) ).
