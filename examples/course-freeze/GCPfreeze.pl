/*  The course's strategy GCP (Generate Constraints and Place, ../course/GCP.pl)
    with the native freeze/2 instead of the dg/geler meta-interpreter of
    ../course/freeze.pl. The document froze goals by hand because SWI-Prolog
    had no freeze/2 in 2001: here each geler(V, G) becomes freeze(V, G) and
    dg(G) becomes G, the rest is the course's text.

    ?- solutionG(8, C).    C = [(0,4),(1,1),(2,5),(3,0),(4,6),(5,3),(6,7),(7,2)]
    Like the original, solutionG/2 does not end after its last solution
    (stableG/2 builds ever longer lists): enumerate all of them with
    length(C, N) first.
*/
:- consult('../course/util').
nonprise( _, []).
nonprise( (X,Y), [(Xp,Yp)| Rp] ) :-
% colonne et ligne different
      freeze(X, freeze(Xp, X =\= Xp)),freeze(Y, freeze(Yp, Y =\= Yp)),
% diagonal different
      freeze(X, freeze(Xp, freeze(Y, freeze(Yp, Y-Yp =\= X-Xp)))),
      freeze(X, freeze(Xp, freeze(Y, freeze(Yp, Y-Yp =\= Xp-X)))),
      nonprise( (X,Y), Rp).
solutionG( N,C) :- solu( C,N).
solu(L,N) :- stableG( L, N), reines( L, N).
stableG([],_).
stableG( [_], _).
stableG( [X,Y|Xs], N) :- nonprise( X,[Y|Xs]) ,stableG( [Y|Xs], N).
reines( C, N) :- naturels(N,L), permutation(L,P), couple(L,P,C).
