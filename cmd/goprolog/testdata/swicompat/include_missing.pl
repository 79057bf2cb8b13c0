% args: -q -g t -t halt {}
:- include(no_such_file).
t :- writeln(loaded).
