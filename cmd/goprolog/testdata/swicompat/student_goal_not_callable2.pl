% args: -q -g writeln(a) -g 42 -t halt {}
