% args: -q -g go -t halt {}
% load_files/2's option list that is not a list: errors without context.
go :- catch(load_files(nofile, foo), E, true), E = error(F, C), print(F), nl, (var(C) -> writeln(no_context) ; writeln(C)),
      catch(load_files(nofile, _), E2, true), E2 = error(F2, C2), print(F2), nl, (var(C2) -> writeln(no_context) ; writeln(C2)).
