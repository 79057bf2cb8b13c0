% args: -q -g main -t halt {}
:- use_module(mod_util).
main :- double(a, X), writeln(X).
