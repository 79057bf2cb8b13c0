% args: -q {}
% stdin: append(X, [c], [a,b,c]).
% stdin: ;
% stdin: write(x), nl.
% stdin: foo.
% stdin: format(user_error, "x~n", []).
% stdin: member(X,
% stdin:   [a,b])
% The top level's input ends inside a query without its full stop (and
% replies left over after the answers): swipl's reader reports the end
% of the file where it met it, counting the lines of standard input,
% output and error together.
