% args: -q -g t -t halt {}
% user_output is line-buffered and user_error unbuffered, as in swipl:
% with both streams on one pipe, a line written before an error message
% comes before it, and text not yet ended by a newline comes after it.
t :- write(a), nl, format(user_error, "e~n", []), write(b), nl,
     print_message(error, format("x", [])), writeln(c),
     format("~w ~w~n", [d, 1]), format(user_error, "f~n", []),
     write(g), format(user_error, "h~n", []), nl,
     forall(between(1, 3, I), (write(I), nl)), write(user_error, i), nl(user_error),
     stream_property(user_output, buffer(B1)), stream_property(user_error, buffer(B2)),
     writeln(B1-B2).
