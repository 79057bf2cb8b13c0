% args: -q {}
% stdin: listing(area).
% stdin: listing(mean/2).
% stdin: listing(twice).
% stdin: predicate_property(twice(_, _), meta_predicate(M)).
% stdin: twice(true, T).
% stdin: listing(m_listing:area/2).
% stdin: listing(m_listing:twice).
% stdin: listing(fact/1).
% stdin: assertz(fact(2)), listing(fact/1).
% stdin: listing(m_listing:fact/1).
% listing/1 of predicates imported from a module.
:- use_module(m_listing).
