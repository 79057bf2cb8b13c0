% args: -q -g t -t halt {}
t :- print_message_lines(user_output, 'P ', ['a~w'-[1], nl, b]),
     print_message_lines(user_output, kind(error), ['a~w'-[1], nl, b]),
     print_message_lines(user_output, kind(warning), ['x']).
