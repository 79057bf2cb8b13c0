% args: -q -g "X is 1/0" -g writeln(after) -t halt {}
p.
