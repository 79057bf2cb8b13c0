% predicate_property(M:H, P) with H unbound enumerates the library
% predicates module M imports, imported from their library.
:- use_module(a).
main :-
    findall(N/A-F, ( predicate_property(a:X, imported_from(F)), F \== system,
                     functor(X, N, A) ), L),
    msort(L, S),
    writeln(S).
