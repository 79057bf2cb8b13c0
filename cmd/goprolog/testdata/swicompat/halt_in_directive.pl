% args: -q {}
:- writeln(before), halt(4).
:- writeln(never).
