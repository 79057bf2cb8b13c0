% args: -q {}
% stdin: X = 1.
:- initialization(writeln(loaded)).
foo.
