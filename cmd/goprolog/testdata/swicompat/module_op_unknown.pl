% args: -q -g main -t halt {}
% The unknown procedure of an operator the program imported is named as
% writeq/1 writes it with the program's operators: (===>)/2.
:- use_module(m_opexport).
main :-
    ( m_opexport:(a ===> b) -> writeln(yes) ; writeln(no) ),
    X = (a ===> b), writeq(X), nl,
    catch(a ===> b, E, (print_message(error, E))),
    a ===> b.
