:- use_module(m, [p/1, q/1, r/2]).
:- use_module(m, except([zz/1])).
:- use_module(user2).
main :- p(X), writeln(X),
    catch(q(Y), E, (print_message(error, E))), writeln(Y),
    catch(s(Z), E2, (print_message(error, E2))), writeln(s(Z)),
    go2.
