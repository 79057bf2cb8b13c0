% args: -q {}
% stdin: findall(B, clause(m_kb:ask(G), B), Bs).
% stdin: clause(m_kb:forget(F), B).
% clause/2 gives a module's clause as it was written: a body that calls
% the module's own predicates names them so (fact(X), not m_kb's local
% name for it).
:- use_module(m_kb).
