% list_debug_topics/0,1 (all, by activity, by output, by search text)
% and debug_message_context/1 of library(debug); the column stops of
% a message's line count its prefix, as in swipl.
:- use_module(library(debug)).
p :- debug(bar, "x ~w", [1]), debug(t(_, a), "y", []).
main :- debug(foo), list_debug_topics, list_debug_topics([active(true)]), list_debug_topics(foo), list_debug_topics("BA"),
  list_debug_topics([active(false)]), list_debug_topics([output(user_error)]), list_debug_topics([output(user_output)]),
  debug_message_context(+time), current_prolog_flag(message_context, L), print(L), nl,
  debug_message_context(-time), debug_message_context(-thread), current_prolog_flag(message_context, L2), print(L2), nl,
  debug_message_context(+thread),
  ( debug_message_context(foo) -> writeln(yes) ; writeln(no) ),
  ( debug_message_context(X) -> writeln(X) ; writeln(no) ).
