% args: -q -g t -t halt {}
% An unknown m:Name/N offers the Name/0 the module sees alone, its own
% or the system's, written as the module's (m_dwim0:nl/0).
:- use_module(m_dwim0).
t(G) :- catch(G, E, (print_message(error, E))).
t :- t(m_dwim0:foo(1)), t(m_dwim0:bar(1,2)), t(m_dwim0:nl(1,2)), t(m_dwim0:baz(1)).
