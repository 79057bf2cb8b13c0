% args: -q -g t -t halt {}
:- multifile prolog:error_message//1.
prolog:error_message(my_error(X)) --> ['Something bad: ~w'-[X]].
t :- catch(throw(error(my_error(42), _)), E, print_message(error, E)),
     catch(throw(error(my_error(43), context(foo/1, _))), E2, print_message(error, E2)),
     catch(throw(error(my_error(44), context(foo/1, 'extra info'))), E3, print_message(error, E3)),
     catch(atom_length(_, _), E4, print_message(error, E4)),
     throw(error(my_error(45), _)).
