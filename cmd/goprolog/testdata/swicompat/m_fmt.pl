:- module(m_fmt, [fmt_kv/2]).
fmt_kv(K, V) :- ( float(V) -> format("~w~t~12|~4f~n", [K, V]) ; format("~w~t~12|~w~n", [K, V]) ).
helper :- writeln(fmt_helper).
