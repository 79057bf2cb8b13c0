% args: -q -g main -t halt {}
% reduced/1,3, mapsubterms_var/3, meta_options/3 and rb_partial_map/4
% called in a module: their goals and closures run there, and
% meta_options/3 qualifies values with that module.
:- use_module(lib_gaps_module_m).
main :- catch(t, E, print_message(error, E)).
