% library(ugraphs) on a small graph, empty graphs, cycles and terms
% that are not graphs.
:- use_module(library(ugraphs)).
:- style_check(-singleton).
:- ensure_loaded(driver).
gr([1-[3,5],2-[4],3-[],4-[5],5-[]]).
g(vertices_edges_to_ugraph([],[1-3,2-4,4-5,1-5],G)).
g(vertices_edges_to_ugraph([6,1],[1-3,2-4,4-5,1-5,1-3],G)).
g(vertices_edges_to_ugraph([],[],G)).
g(vertices_edges_to_ugraph([a,b],[],G)).
g(vertices_edges_to_ugraph(foo,[],G)).
g(vertices_edges_to_ugraph([],foo,G)).
g(vertices_edges_to_ugraph([],[a],G)).
g(vertices_edges_to_ugraph(_,[],G)).
g((gr(G), vertices(G, V))).
g(vertices([], V)).
g(vertices(foo, V)).
g((gr(G), edges(G, E))).
g(edges([], E)).
g((gr(G), add_vertices(G, [0,9,3,9], N))).
g(add_vertices([], [b,a,b], N)).
g((gr(G), del_vertices(G, [3,9,1], N))).
g((gr(G), del_vertices(G, [], N))).
g(del_vertices([], [a], N)).
g((gr(G), add_edges(G, [1-2,6-1,1-3], N))).
g(add_edges([], [a-b], N)).
g((gr(G), del_edges(G, [1-3,4-5,7-8], N))).
g((gr(G), neighbours(1, G, N))).
g((gr(G), neighbors(4, G, N))).
g((gr(G), neighbours(9, G, N))).
g((gr(G), neighbours(V, G, N))).
g((gr(G), transitive_closure(G, C))).
g(transitive_closure([a-[b],b-[c],c-[a]], C)).
g((gr(G), reachable(1, G, R))).
g((gr(G), reachable(9, G, R))).
g(reachable(a, [a-[b],b-[c],c-[a]], R)).
g((gr(G), top_sort(G, S))).
g(top_sort([a-[b],b-[c],c-[a]], S)).
g(top_sort([], S)).
g(top_sort([a-[b],b-[c],c-[],d-[a,c]], S)).
g((gr(G), transpose_ugraph(G, T))).
g(transpose_ugraph([], T)).
g(compose([1-[2],2-[3]],[2-[4],3-[1,2],4-[3]],C)).
g(compose([],[a-[b]],C)).
g(ugraph_union([1-[2],2-[3]],[2-[4],3-[1,2],4-[3]],U)).
g(ugraph_union([],[a-[b]],U)).
g(ugraph_union(foo,[a-[b]],U)).
g(add_edges(foo, [a-b], N)).
g(top_sort(foo, S)).
g(edges(foo, E)).
