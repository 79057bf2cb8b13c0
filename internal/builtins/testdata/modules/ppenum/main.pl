% predicate_property(Module:Head, Property) with Head unbound enumerates
% the module's predicates, by the names the module knows them by.
:- use_module(a).
main :-
    findall(N/A, (predicate_property(a:H, exported), functor(H, N, A)), L1), msort(L1, S1), writeln(S1),
    findall(N/A, (predicate_property(a:H, defined), functor(H, N, A)), L2), msort(L2, S2), writeln(S2),
    ( predicate_property(a:H3, imported_from(_)) -> writeln(H3) ; writeln(none_imported) ),
    ( predicate_property(a:helper(_), exported) -> writeln(helper_exported) ; writeln(helper_private) ).
