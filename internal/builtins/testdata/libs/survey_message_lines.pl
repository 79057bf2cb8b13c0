% Message line lists as SWI-Prolog's insert_prefix/4 lays them out: a
% last nl is the message's final newline, a last flush leaves the line
% open, a first at_same_line drops the first line's prefix; in
% print_message_lines/3 and in messages of prolog:message//1.
:- style_check(-singleton).
:- ensure_loaded(driver).
:- multifile prolog:message//1.
prolog:message(s_one(X)) --> ['Hello ~w'-[X], nl].
prolog:message(s_two(X)) --> ['Hello ~w'-[X], nl, 'second', nl].
prolog:message(s_open) --> ['progress... ', flush].
prolog:message(s_same) --> [at_same_line, 'done'].
prolog:message(s_blank) --> ['a', nl, nl].
o(print_message_lines(current_output, 'P ', ['a'])).
o(print_message_lines(current_output, 'P ', ['a', nl])).
o(print_message_lines(current_output, 'P ', ['a', nl, nl])).
o(print_message_lines(current_output, 'P ', ['a', nl, 'b'])).
o(print_message_lines(current_output, 'P ', [])).
o(print_message_lines(current_output, 'P ', [nl])).
o(print_message_lines(current_output, 'P ', ['a'-[], nl, 'b', nl])).
o(print_message_lines(current_output, 'P ', [at_same_line, 'x', nl, y])).
o(print_message_lines(current_output, 'P ', ['x', flush])).
o(print_message_lines(current_output, 'P ', [flush])).
o(print_message_lines(current_output, 'P ', ['a', flush, 'b'])).
o(print_message_lines(current_output, kind(error), ['~w'-[x], nl])).
m(print_message(error, s_one(1))).
m(print_message(warning, s_two(2))).
m(print_message(error, s_blank)).
m((print_message(error, s_open), print_message(error, s_same))).
