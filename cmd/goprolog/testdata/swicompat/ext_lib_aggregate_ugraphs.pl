% args: {}
:- use_module(library(aggregate)).
:- use_module(library(ugraphs)).
:- use_module(library(ordsets)).
:- use_module(library(solution_sequences)).
:- initialization(main, main).

sale(alice, books, 10). sale(bob, books, 5). sale(alice, music, 7).
sale(carol, music, 3). sale(bob, games, 12). sale(alice, books, 4).

main :-
    forall(aggregate(sum(A), sale(P, _, A), S), writeln(P-S)),
    forall(aggregate(count, P^A^sale(P, C, A), N), writeln(C-N)),
    aggregate(max(A, P-C), sale(P, C, A), Max), writeln(Max),
    aggregate(bag(P), C^A^sale(P, C, A), Bag), writeln(Bag),
    aggregate(set(C), P^A^sale(P, C, A), Set), writeln(Set),
    ( aggregate(count, sale(nobody, _, _), Z) -> writeln(Z) ; writeln(no_sales) ),
    aggregate_all(count, sale(_, books, _), NB), writeln(NB),
    findall(P, limit(2, sale(P, _, _)), Lim), writeln(Lim),
    findall(P, offset(4, sale(P, _, _)), Off), writeln(Off),
    findall(P, distinct(P, sale(P, _, _)), Dis), writeln(Dis),
    findall(A-P, order_by([desc(A)], sale(P, _, A)), Ord), writeln(Ord),
    vertices_edges_to_ugraph([a,b,c,d], [a-b, b-c, c-a, c-d], G), writeln(G),
    top_sort([x-[y], y-[z], z-[]], TS) -> writeln(TS) ; writeln(cyclic).
main2 :-
    vertices_edges_to_ugraph([], [1-2, 2-3, 1-3], G), transitive_closure(G, TC), writeln(TC),
    reachable(1, G, R), writeln(R),
    neighbours(1, G, Ns), writeln(Ns),
    del_vertices(G, [2], G2), writeln(G2),
    transpose_ugraph(G, GT), writeln(GT),
    ord_union([[a,c],[b],[c,d]], U), writeln(U),
    ord_intersection([a,b,c], [b,c,d], I), writeln(I),
    ord_subset([a,c], [a,b,c]) -> writeln(subset) ; true.
:- initialization(main2).
