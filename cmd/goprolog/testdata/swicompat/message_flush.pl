% args: -q -g t -t halt {}
t :- write(a), print_message(error, format("x", [])), write(b), nl,
     write(c), format(user_error, "e~n", []), write(d), nl.
