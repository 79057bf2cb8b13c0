% What a module that imports or reexports another's predicates says of
% them: imported_from/1 names the module that defines them, exported
% the module's own export list; a predicate imported under a new name
% is the importing module's own, one clause calling the other's. A
% reexported library's predicates are the module's exports, imported
% from the library. What an import list names that the module does not
% export is exported all the same; under a new name it is imported
% without a warning, as a clause whose call raises the existence error.
:- use_module(c).
:- use_module(d).
:- use_module(e).
:- use_module(f).
:- use_module(g).
:- use_module(h).
:- use_module(a, [nosuch3/1 as ns3]).

props(H) :-
    findall(P, ( predicate_property(H, P),
                 memberchk(P, [exported, imported_from(_), defined, number_of_clauses(_)]) ), L),
    msort(L, S),
    writeln(H-S).

main :-
    forall(member(M, [a, b, c, d, e, f, g]),
           ( module_property(M, exports(L)), msort(L, S), writeln(M-S) )),
    forall(member(M, [a, b, c, d, e, f, g]),
           ( findall(N/A, (predicate_property(M:H, exported), functor(H, N, A)), L), msort(L, S),
             writeln(exported(M, S)) )),
    forall(member(M, [a, b, c, d, e, f, g]),
           ( findall(N/A-F, (predicate_property(M:H, imported_from(F)), functor(H, N, A)), L), msort(L, S),
             writeln(imported(M, S)) )),
    forall(member(H, [e:pa(_), e:pa2(_), e:pe(_), b:pa(_), c:pa(_), c:pb(_), a:pa(_),
                      f:qa(_), g:qa(_), g:pa2(_), g:pbb(_), g:pb(_), qa(_), pbb(_), pa(_), pc(_),
                      d:last(_, _), d:maplist(_, _, _), d:maplist(_, _), last(_, _), maplist(_, _, _)]),
           props(H)),
    findall(N/A-F, ( member(N/A, [pa/1, pa2/1, pb/1, pc/1, pe/1, pf/1, pg/1, qa/1, pbb/1, last/2, maplist/3, maplist/2]),
                     functor(H, N, A), predicate_property(user:H, imported_from(F)) ), L3),
    writeln(user(L3)),
    pf(X1), qa(X2), pbb(X3), writeln([X1, X2, X3]),
    ( clause(g:qa(A), B) -> writeln((qa(A) :- B)) ; writeln(no_clause) ),
    catch(pb(_), error(E, _), (writeln(E))),
    module_property(h, exports(HE)), msort(HE, SHE), writeln(SHE),
    forall(member(G, [ns2(_), ns3(_), h:ns2(_), nosuch(_), h:nosuch(_)]),
           ( props(G),
             catch(G, error(E2, _), (writeln(E2))) )).
