% cli_parse_debug_options/2 of library(main): debug(Topic) options run
% and taken out, interactive(true) taken out, the others kept.
main :- cli_parse_debug_options([a(1), debug("foo"), interactive(true), x, debug("bar")], O), print(O), nl,
  ( debugging(foo) -> writeln(dbg) ; writeln(nodbg) ),
  ( debugging(bar) -> writeln(dbg) ; writeln(nodbg) ),
  ( cli_parse_debug_options([], O1) -> print(O1) ; write(no) ), nl,
  ( catch(cli_parse_debug_options(foo, O2), E, (print(E), nl)) -> print(O2) ; write(no) ), nl,
  catch(cli_parse_debug_options([debug("a(")], O3), error(E3, _), (print(E3), nl)), print(O3), nl.
