% args: -g main -t halt {}
% An error that the -g goal does not catch is printed with the
% program's prolog:message//1 translation.
:- multifile prolog:message//1.
prolog:message(error(my_error(X), _)) --> ['My error: ~w'-[X]].
main :- throw(error(my_error(1), _)).
