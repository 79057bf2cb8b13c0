% args: -q -g main -t halt {}
:- use_module(m_stats, except([variance/2])).
variance(_, custom).
main :- mean([2, 4], M), writeln(M), variance([1], V), writeln(V).
