% args: -q -g halt {}
:- multifile prolog:message//1.
prolog:message(loading(X)) --> ['Loading ~w'-[X], nl, 'done'].
:- print_message(error, loading(x)).
:- print_message(warning, format('warn ~w', [y])).
:- print_message(informational, loading(z)).
:- write(partial), print_message(error, loading(w)).
