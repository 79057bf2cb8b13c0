:- module(m_dijkstra, [shortest/4]).
:- use_module(library(heaps)).
:- use_module(library(assoc)).

shortest(Graph, From, To, Dist-Path) :-
    singleton_heap(H0, 0, From-[From]),
    empty_assoc(Done),
    search(H0, Graph, To, Done, Dist, RevPath),
    reverse(RevPath, Path).

search(H0, Graph, To, Done, Dist, Path) :-
    get_from_heap(H0, D, V-P, H1),
    (   V == To
    ->  Dist = D, Path = P
    ;   get_assoc(V, Done, _)
    ->  search(H1, Graph, To, Done, Dist, Path)
    ;   put_assoc(V, Done, true, Done1),
        findall(D2-(W-[W|P]), (call(Graph, V, W, C), D2 is D + C), Next),
        foldl(push, Next, H1, H2),
        search(H2, Graph, To, Done1, Dist, Path)
    ).

push(P-K, H0, H) :- add_to_heap(H0, P, K, H).
