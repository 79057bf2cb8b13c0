:- use_module(reg).
:- dynamic m:d/1.
m:d(0).
m2:e(0).
m3:(f(X) :- g(X)).
m3:g(1).
main :-
    assertz(s:c(5)), forall(s:c(C), writeln(C)),
    retract(s:c(0)), assertz(s:c(7)), forall(s:c(C2), writeln(C2)),
    bump, findall(C3, s:c(C3), L), writeln(L),
    retract(m:d(X)), writeln(X),
    catch(retract(m2:e(_)), E, (print_message(error, E))),
    m3:f(Y), writeln(Y),
    catch(r:c(_), error(Err, _), true), print(Err), nl,
    ( catch(c(_), error(Err2, _), true) -> print(Err2), nl ; true ).
