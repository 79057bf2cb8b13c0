% args: -q -g go -t halt {}
% A static predicate another file defines again: the warning names the
% first file's first clause.
go :- consult(redefined_part1), consult(redefined_part2), forall(p(X), (write(X), nl)).
