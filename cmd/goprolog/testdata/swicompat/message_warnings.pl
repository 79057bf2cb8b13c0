% args: -q -g main -t halt {}
:- discontiguous d/1.
d(1).
e(1).
d(2).
main :- forall(d(X), writeln(X)), print_message(warning, format("custom warning ~w", [x])),
    print_message(informational, format("info ~w", [y])), print_message(silent, x).
