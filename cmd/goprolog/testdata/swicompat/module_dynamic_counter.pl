% args: -q -g main -t halt {}
:- use_module(mod_counter).
main :- inc, inc, mod_counter:count(N), writeln(N), get(V), writeln(V),
    mod_counter:reset, get(W), writeln(W),
    ( catch(count(_), E, (print_message(error, E), fail)) -> true ; writeln(failed) ).
