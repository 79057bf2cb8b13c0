:- module(m_store, [put/2, get/2, keys/1, clear/0, config/2]).
:- use_module(library(option)).
:- dynamic kv/2.
:- dynamic counter/1.
counter(0).

put(K, V) :- retractall(kv(K, _)), assertz(kv(K, V)), bump.
get(K, V) :- kv(K, V).
keys(Ks) :- findall(K, kv(K, _), Ks0), msort(Ks0, Ks).
clear :- retractall(kv(_, _)).
bump :- retract(counter(N)), N1 is N+1, assertz(counter(N1)).

config(Opts, Cfg) :-
    option(name(Name), Opts, anonymous),
    option(size(Size), Opts, 10),
    select_option(verbose(V), Opts, Rest, false),
    merge_options([color(red)], Rest, Merged),
    Cfg = cfg(Name, Size, V, Merged).
