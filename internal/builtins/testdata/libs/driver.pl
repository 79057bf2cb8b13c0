% The driver of the library programs: t(Goal) prints Goal (its
% variables as A, B, ...), then its solutions (at most 4) as Goal
% instantiated, "no", or the formal term of the error it raised; the
% error's context is left out, as goprolog writes no module qualifier
% in it (docs/swi-compat.md).

t(G) :-
    copy_term(G, G0),
    numbervars(G0, 0, _),
    catch(findall(G, limit(4, G), L), E, true),
    print(G0),
    write(' => '),
    (   nonvar(E)
    ->  (   E = error(F, _)
        ->  print(caught(F))
        ;   print(caught(E))
        )
    ;   L == []
    ->  write(no)
    ;   print(L)
    ),
    nl.

main :-
    forall(g(G), t(G)).
