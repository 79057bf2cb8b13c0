% args: -q -g main -t halt {}
:- use_module(m_reex).
main :- fmt_kv(re, exported), mean([1, 3], M), writeln(M).
