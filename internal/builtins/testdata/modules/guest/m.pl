:- module(m, [count_plain/1]).
:- ensure_loaded(plain).
count_plain(N) :- aggregate_all(count, plain_fact(_), N).
