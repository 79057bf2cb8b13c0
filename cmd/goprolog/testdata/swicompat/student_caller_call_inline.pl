% args: -q -g main -t halt {}
% call/N in a clause body calls its goal from the clause's frame.
main :- writeln(start), call(lenght, [a], _N).
