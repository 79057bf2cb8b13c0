% args: -q -g go -t halt {}
% An existence error of a procedure whose culprit is no indicator.
go :- catch(throw(error(existence_error(procedure, foo), _)), E, print_message(error, E)),
      catch(throw(error(existence_error(procedure, f(x)), _)), E2, print_message(error, E2)),
      catch(throw(error(existence_error(procedure, m:foo/1), _)), E3, print_message(error, E3)).
