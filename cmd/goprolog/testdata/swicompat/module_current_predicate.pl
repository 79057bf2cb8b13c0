% args: -q {}
% stdin: current_predicate(fact/1).
% stdin: current_predicate(m_listing:fact/1).
% stdin: current_predicate(nosuch/1).
% stdin: current_predicate(main/0).
% current_predicate/1 of a Name/Arity is deterministic.
:- use_module(m_listing).
main.
