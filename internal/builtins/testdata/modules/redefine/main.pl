% The program defines a predicate of the name of one it imported: its
% own replaces the import, with swipl's warning, and the module keeps
% calling its own.
:- use_module(m).

double(a, b).

main :-
    ( double(3, X) -> writeln(X) ; writeln(no_double_of_3) ),
    double(a, B), writeln(B),
    twice(2, T), writeln(T),
    m:double(5, D), writeln(D).
