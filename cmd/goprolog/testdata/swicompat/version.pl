% args: -q -g t -t halt {}
t :- current_prolog_flag(version, V), V >= 90000, writeln(modern).
