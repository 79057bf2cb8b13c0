% args: -q -g main -t halt {}
% A quote never closed is the clause's error even after another
% (b after 'a'): SWI-Prolog finds it before it parses.
p :- X = 'a'b'.
main :- write(ok), nl.
