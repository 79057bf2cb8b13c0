% args: -q -g t -t halt {}
:- use_module(m_discon).
t :- ok(X), writeln(X).
