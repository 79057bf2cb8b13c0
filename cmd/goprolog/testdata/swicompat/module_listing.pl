% args: -q {}
% stdin: listing(area).
% stdin: listing(mean/2).
% stdin: listing(twice).
% stdin: predicate_property(twice(_, _), meta_predicate(M)).
% stdin: twice(true, T).
% stdin: listing(m_listing:area/2).
% listing/1 of predicates imported from a module.
:- use_module(m_listing).
