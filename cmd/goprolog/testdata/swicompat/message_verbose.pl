% args: -g t -t halt {}
:- multifile prolog:message//1.
prolog:message(hi(X)) --> ['Hello ~w'-[X]].
t :- print_message(informational, hi(1)), print_message(silent, hi(2)), print_message(error, hi(3)).
