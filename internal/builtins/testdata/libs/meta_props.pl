% predicate_property(Head, meta_predicate(Spec)) of system and library
% predicates: the declarations swipl has for them, and none for those
% that take no goals.
:- style_check(-singleton).
:- ensure_loaded(driver).
:- meta_predicate mine(0, ?).
mine(G, _) :- call(G).
mp(H, S) :- predicate_property(H, meta_predicate(S)).
g(mp(maplist(_, _), S)).
g(mp(maplist(_, _, _, _), S)).
g(mp(foldl(_, _, _, _), S)).
g(mp(include(_, _, _), S)).
g(mp(call(_), S)).
g(mp(call(_, _, _), S)).
g(mp(findall(_, _, _), S)).
g(mp(findall(_, _, _, _), S)).
g(mp(bagof(_, _, _), S)).
g(mp(aggregate_all(_, _, _), S)).
g(mp(forall(_, _), S)).
g(mp(catch(_, _, _), S)).
g(mp(setup_call_cleanup(_, _, _), S)).
g(mp(assertz(_), S)).
g(mp(retract(_), S)).
g(mp(format(_, _), S)).
g(mp(format(_, _, _), S)).
g(mp(phrase(_, _, _), S)).
g(mp(predsort(_, _, _), S)).
g(mp(limit(_, _), S)).
g(mp(distinct(_, _), S)).
g(mp(order_by(_, _), S)).
g(mp(\+ _, S)).
g(mp((_, _), S)).
g(mp(with_output_to(_, _), S)).
g(mp(rb_map(_, _, _), S)).
g(mp(map_assoc(_, _), S)).
g(mp(mapsubterms(_, _, _), S)).
g(mp(member(_, _), S)).
g(mp(atom_length(_, _), S)).
g(mp(append(_, _, _), S)).
g(mp(mine(_, _), S)).
g(mp(maplist(_, _), maplist(1, ?))).
g(mp(maplist(_, _), maplist(0, ?))).
g(mp(nosuch(_), S)).
