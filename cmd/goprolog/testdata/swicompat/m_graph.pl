:- module(m_graph, [reachable/3, neighbours/3, op(700, xfx, ==>)]).
:- use_module(library(lists)).
:- use_module(library(apply)).

reachable(G, From, Set) :- reach(G, [From], [], Set0), sort(Set0, Set).
reach(_, [], Seen, Seen).
reach(G, [N|Ns], Seen, Set) :-
    (   memberchk(N, Seen) -> reach(G, Ns, Seen, Set)
    ;   neighbours(G, N, Out), append(Ns, Out, Next), reach(G, Next, [N|Seen], Set)
    ).
neighbours(G, N, Out) :- findall(M, member(N ==> M, G), Out).
