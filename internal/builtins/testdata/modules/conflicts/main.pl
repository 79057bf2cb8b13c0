% Two modules export p/1: the second import is swipl's permission error;
% an export the module does not define is reported.
:- use_module(a).
:- use_module(b).

main :-
    p(X), writeln(X),
    b:p(Y), writeln(Y).
