/*  library(ugraphs) of SWI-Prolog 9: unweighted graphs as lists of
    Vertex-Neighbours pairs, the pairs in the standard order of their
    vertices and each list of neighbours an ordered set.

    Written for goprolog from SWI-Prolog's documentation and observed
    behaviour (its results on graphs that are not in this form included,
    where a program may depend on them: neighbours/3 compares vertices
    with ==, add_vertices/3 keeps duplicates of the vertex list's
    msort/2). Internal helpers start with '$ug_'.
*/

vertices([], []) :- !.
vertices([V-_|G], [V|Vs]) :-
    vertices(G, Vs).

vertices_edges_to_ugraph(Vertices, Edges, Graph) :-
    sort(Edges, EdgeSet),
    '$ug_edge_ends'(EdgeSet, Ends),
    append(Vertices, Ends, Bag),
    sort(Bag, VertexSet),
    '$ug_group'(VertexSet, EdgeSet, Graph).

%   '$ug_edge_ends'(+Edges, -Vertices): both ends of every edge.

'$ug_edge_ends'([], []).
'$ug_edge_ends'([A-Z|Es], [A, Z|Vs]) :-
    '$ug_edge_ends'(Es, Vs).

%   '$ug_group'(+Vertices, +EdgeSet, -Graph): every vertex with the ends
%   of the edges that leave it; EdgeSet is sorted, so these edges come
%   first when their vertex's turn comes.

'$ug_group'([], _, []).
'$ug_group'([V|Vs], Edges, [V-Ns|G]) :-
    '$ug_take'(Edges, V, Ns, Rest),
    '$ug_group'(Vs, Rest, G).

'$ug_take'([V1-N|Es], V, [N|Ns], Rest) :-
    V1 == V,
    !,
    '$ug_take'(Es, V, Ns, Rest).
'$ug_take'(Es, _, [], Es).

'$ug_from_edges'(Edges, Graph) :-
    sort(Edges, EdgeSet),
    '$ug_edge_ends'(EdgeSet, Ends),
    sort(Ends, VertexSet),
    '$ug_group'(VertexSet, EdgeSet, Graph).

edges(Graph, Edges) :-
    '$ug_edges'(Graph, Edges).

'$ug_edges'([], []) :- !.
'$ug_edges'([V-Ns|G], Edges) :-
    '$ug_edges'(Ns, V, Edges, Rest),
    '$ug_edges'(G, Rest).

'$ug_edges'([], _, Edges, Edges) :- !.
'$ug_edges'([N|Ns], V, [V-N|Edges], Rest) :-
    '$ug_edges'(Ns, V, Edges, Rest).

add_vertices(Graph, Vertices, NewGraph) :-
    msort(Vertices, Sorted),
    '$ug_add_vertices'(Sorted, Graph, NewGraph).

'$ug_add_vertices'(Vs, [], G) :-
    !,
    '$ug_empty_vertices'(Vs, G).
'$ug_add_vertices'([], G, G) :- !.
'$ug_add_vertices'([V1|Vs], [V-Ns|G], NewG) :-
    compare(Order, V1, V),
    '$ug_add_vertices'(Order, V1, Vs, V, Ns, G, NewG).

'$ug_add_vertices'(=, _, Vs, V, Ns, G, [V-Ns|NewG]) :-
    '$ug_add_vertices'(Vs, G, NewG).
'$ug_add_vertices'(<, V1, Vs, V, Ns, G, [V1-[]|NewG]) :-
    '$ug_add_vertices'(Vs, [V-Ns|G], NewG).
'$ug_add_vertices'(>, V1, Vs, V, Ns, G, [V-Ns|NewG]) :-
    '$ug_add_vertices'([V1|Vs], G, NewG).

'$ug_empty_vertices'([], []).
'$ug_empty_vertices'([V|Vs], [V-[]|G]) :-
    '$ug_empty_vertices'(Vs, G).

%   del_vertices(+Graph, +Vertices, -NewGraph): without the vertices and
%   the edges to them.

del_vertices(Graph, Vertices, NewGraph) :-
    sort(Vertices, Del),
    (   Del = []
    ->  NewGraph = Graph
    ;   '$ug_del_vertices'(Graph, Del, NewGraph)
    ).

'$ug_del_vertices'([], _, []).
'$ug_del_vertices'([V-Ns|G], Del, NewG) :-
    (   ord_memberchk(V, Del)
    ->  NewG = NewG1
    ;   ord_subtract(Ns, Del, Ns1),
        NewG = [V-Ns1|NewG1]
    ),
    '$ug_del_vertices'(G, Del, NewG1).

add_edges(Graph, Edges, NewGraph) :-
    '$ug_from_edges'(Edges, G1),
    ugraph_union(Graph, G1, NewGraph).

ugraph_union(G1, [], G1) :- !.
ugraph_union([], G2, G2) :- !.
ugraph_union([V1-N1|G1], [V2-N2|G2], Union) :-
    compare(Order, V1, V2),
    '$ug_union'(Order, V1-N1, G1, V2-N2, G2, Union).

'$ug_union'(=, V-N1, G1, _-N2, G2, [V-Ns|Union]) :-
    ord_union(N1, N2, Ns),
    ugraph_union(G1, G2, Union).
'$ug_union'(<, P1, G1, P2, G2, [P1|Union]) :-
    ugraph_union(G1, [P2|G2], Union).
'$ug_union'(>, P1, G1, P2, G2, [P2|Union]) :-
    ugraph_union([P1|G1], G2, Union).

del_edges(Graph, Edges, NewGraph) :-
    '$ug_from_edges'(Edges, G1),
    '$ug_subtract'(Graph, G1, NewGraph).

'$ug_subtract'(G1, [], G1) :- !.
'$ug_subtract'([], _, []).
'$ug_subtract'([V1-N1|G1], [V2-N2|G2], Diff) :-
    compare(Order, V1, V2),
    '$ug_subtract'(Order, V1-N1, G1, V2-N2, G2, Diff).

'$ug_subtract'(=, V-N1, G1, _-N2, G2, [V-N|Diff]) :-
    ord_subtract(N1, N2, N),
    '$ug_subtract'(G1, G2, Diff).
'$ug_subtract'(<, P1, G1, P2, G2, [P1|Diff]) :-
    '$ug_subtract'(G1, [P2|G2], Diff).
'$ug_subtract'(>, P1, G1, _, G2, Diff) :-
    '$ug_subtract'([P1|G1], G2, Diff).

neighbors(Vertex, Graph, Neighbours) :-
    '$ug_neighbours'(Vertex, Graph, Neighbours).

neighbours(Vertex, Graph, Neighbours) :-
    '$ug_neighbours'(Vertex, Graph, Neighbours).

'$ug_neighbours'(V, [V0-Ns|_], Ns) :-
    V == V0,
    !.
'$ug_neighbours'(V, [_|G], Ns) :-
    '$ug_neighbours'(V, G, Ns).

%   transitive_closure(+Graph, -Closure): Warshall's algorithm: for each
%   vertex V in turn, every vertex that reaches V reaches what V reaches.

transitive_closure(Graph, Closure) :-
    '$ug_warshall'(Graph, Graph, Closure).

'$ug_warshall'([], Closure, Closure) :- !.
'$ug_warshall'([V-_|G], E, Closure) :-
    memberchk(V-Y, E),
    '$ug_warshall'(E, V, Y, NewE),
    '$ug_warshall'(G, NewE, Closure).

'$ug_warshall'([X-Ns|G], V, Y, [X-NewNs|NewG]) :-
    memberchk(V, Ns),
    !,
    ord_union(Ns, Y, NewNs),
    '$ug_warshall'(G, V, Y, NewG).
'$ug_warshall'([P|G], V, Y, [P|NewG]) :-
    !,
    '$ug_warshall'(G, V, Y, NewG).
'$ug_warshall'([], _, _, []).

%   reachable(+Vertex, +Graph, -Vertices): the ordered set of the
%   vertices reachable from Vertex, itself included; it fails if a vertex
%   reached is not in Graph.

reachable(V, G, Rs) :-
    '$ug_reachable'([V], G, [V], Rs).

'$ug_reachable'([], _, Rs, Rs).
'$ug_reachable'([V|Vs], G, Rs0, Rs) :-
    '$ug_neighbours'(V, G, Ns),
    ord_union(Rs0, Ns, Rs1, New),
    append(Vs, New, Todo),
    '$ug_reachable'(Todo, G, Rs1, Rs).

%   top_sort(+Graph, -Sorted): the vertices, each before its neighbours,
%   by Kahn's algorithm over counts of incoming edges kept in a list
%   parallel to the vertices; it fails when Graph has a cycle.

top_sort(Graph, Sorted) :-
    '$ug_zero_counts'(Graph, Vertices, Counts0),
    '$ug_count_edges'(Graph, Vertices, Counts0, Counts),
    '$ug_zeros'(Counts, Vertices, Zeros),
    '$ug_top_sort'(Zeros, Sorted, Graph, Vertices, Counts).

'$ug_zero_counts'([], [], []) :- !.
'$ug_zero_counts'([V-_|G], [V|Vs], [0|Cs]) :-
    '$ug_zero_counts'(G, Vs, Cs).

'$ug_count_edges'([], _, Counts, Counts) :- !.
'$ug_count_edges'([_-Ns|G], Vertices, Counts0, Counts) :-
    '$ug_incr'(Ns, Vertices, Counts0, Counts1),
    '$ug_count_edges'(G, Vertices, Counts1, Counts).

'$ug_incr'([], _, Counts, Counts) :- !.
'$ug_incr'([V1|Ns], [V2|Vs], [M|Cs0], [N|Cs]) :-
    V1 == V2,
    !,
    N is M+1,
    '$ug_incr'(Ns, Vs, Cs0, Cs).
'$ug_incr'(Ns, [_|Vs], [N|Cs0], [N|Cs]) :-
    '$ug_incr'(Ns, Vs, Cs0, Cs).

'$ug_zeros'([], [], []) :- !.
'$ug_zeros'([0|Cs], [V|Vs], [V|Zs]) :-
    !,
    '$ug_zeros'(Cs, Vs, Zs).
'$ug_zeros'([_|Cs], [_|Vs], Zs) :-
    '$ug_zeros'(Cs, Vs, Zs).

%   '$ug_top_sort'(+Zeros, -Sorted, +Graph, +Vertices, +Counts): all
%   counts must have come down to zero at the end, else there is a cycle.

'$ug_top_sort'([], [], Graph, _, Counts) :-
    !,
    '$ug_zero_counts'(Graph, _, Counts).
'$ug_top_sort'([Z|Zs], [Z|Sorted], Graph, Vertices, Counts0) :-
    '$ug_neighbours'(Z, Graph, Ns),
    '$ug_decr'(Ns, Vertices, Counts0, Counts, Zs, NewZs),
    '$ug_top_sort'(NewZs, Sorted, Graph, Vertices, Counts).

'$ug_decr'([], _, Counts, Counts, Zs, Zs) :- !.
'$ug_decr'([V1|Ns], [V2|Vs], [1|Cs0], [0|Cs], Zi, Zo) :-
    V1 == V2,
    !,
    '$ug_decr'(Ns, Vs, Cs0, Cs, [V2|Zi], Zo).
'$ug_decr'([V1|Ns], [V2|Vs], [N|Cs0], [M|Cs], Zi, Zo) :-
    V1 == V2,
    !,
    M is N-1,
    '$ug_decr'(Ns, Vs, Cs0, Cs, Zi, Zo).
'$ug_decr'(Ns, [_|Vs], [N|Cs0], [N|Cs], Zi, Zo) :-
    '$ug_decr'(Ns, Vs, Cs0, Cs, Zi, Zo).

transpose_ugraph(Graph, NewGraph) :-
    '$ug_edges'(Graph, Edges),
    vertices(Graph, Vertices),
    '$ug_flip'(Edges, Flipped),
    vertices_edges_to_ugraph(Vertices, Flipped, NewGraph).

'$ug_flip'([], []).
'$ug_flip'([A-B|Es], [B-A|Fs]) :-
    '$ug_flip'(Es, Fs).

%   compose(+G1, +G2, -Composition): an edge A-C for every A-B of G1 and
%   B-C of G2, over the vertices of both.

compose(G1, G2, Composition) :-
    vertices(G1, V1),
    vertices(G2, V2),
    ord_union(V1, V2, V),
    '$ug_compose'(V, G1, G2, Composition).

'$ug_compose'([], _, _, []) :- !.
'$ug_compose'([V|Vs], [V-Ns|G1], G2, [V-Comp|Composition]) :-
    !,
    '$ug_compose1'(Ns, G2, [], Comp),
    '$ug_compose'(Vs, G1, G2, Composition).
'$ug_compose'([V|Vs], G1, G2, [V-[]|Composition]) :-
    '$ug_compose'(Vs, G1, G2, Composition).

'$ug_compose1'([V1|Vs1], [V2-N2|G2], SoFar, Comp) :-
    compare(Order, V1, V2),
    !,
    '$ug_compose1'(Order, V1, Vs1, V2, N2, G2, SoFar, Comp).
'$ug_compose1'(_, _, Comp, Comp).

'$ug_compose1'(<, _, Vs1, V2, N2, G2, SoFar, Comp) :-
    !,
    '$ug_compose1'(Vs1, [V2-N2|G2], SoFar, Comp).
'$ug_compose1'(>, V1, Vs1, _, _, G2, SoFar, Comp) :-
    !,
    '$ug_compose1'([V1|Vs1], G2, SoFar, Comp).
'$ug_compose1'(=, V1, Vs1, V1, N2, G2, SoFar, Comp) :-
    ord_union(N2, SoFar, Next),
    '$ug_compose1'(Vs1, G2, Next, Comp).
