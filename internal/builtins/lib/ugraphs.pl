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

%   top_sort(+Graph, -Sorted) and top_sort(+Graph, ?Tail, -Sorted): the
%   vertices, each before its neighbours, then Tail; they fail when
%   Graph has a cycle. Kahn's algorithm as SWI-Prolog runs it: the
%   vertices without incoming edges are a stack that starts in the
%   order of the graph, and a vertex whose last incoming edge is taken
%   goes on top, the later neighbour above the earlier. The vertices
%   are numbered by their place in the graph; the counts of incoming
%   edges are the arguments of a term, updated by setarg/3, and a
%   neighbour's number is found in an AVL tree, so that the sort takes
%   time (V+E) log V. As in SWI-Prolog, a list of neighbours must name
%   vertices of the graph in the graph's order, else the sort fails.

top_sort(Graph, Sorted) :-
    '$ug_top_sort'(Graph, [], Sorted).

top_sort(Graph, Tail, Sorted) :-
    '$ug_top_sort'(Graph, Tail, Sorted).

'$ug_top_sort'(Graph, Tail, Sorted) :-
    '$ug_rows'(Graph, Vertices, Rows),
    '$ug_index'(Vertices, 1, Keyed),
    keysort(Keyed, ByVertex),
    '$ug_first_keys'(ByVertex, Unique),
    ord_list_to_assoc(Unique, Index),
    length(Vertices, N),
    length(Zeros0, N),
    '$ug_fill'(Zeros0, 0),
    Counts =.. [c|Zeros0],
    '$ug_row_indices'(Rows, Index, Counts, IndexRows),
    VertexTerm =.. [v|Vertices],
    RowTerm =.. [r|IndexRows],
    '$ug_initial_zeros'(Zeros0, Counts, 1, Zeros),
    '$ug_kahn'(Zeros, RowTerm, VertexTerm, Counts, 0, Done, Sorted, Tail),
    Done =:= N.

%   '$ug_rows'(?Graph, -Vertices, -Rows): binds an open end of Graph to
%   [], as SWI-Prolog's walk does.
'$ug_rows'([], [], []) :- !.
'$ug_rows'([V-Ns|G], [V|Vs], [Ns|Rows]) :-
    '$ug_rows'(G, Vs, Rows).

'$ug_index'([], _, []).
'$ug_index'([V|Vs], I, [V-I|Ps]) :-
    I2 is I + 1,
    '$ug_index'(Vs, I2, Ps).

%   '$ug_first_keys'(+Pairs, -Unique): of the pairs with equal keys, the
%   first (the vertex's first place in the graph).
'$ug_first_keys'([], []).
'$ug_first_keys'([K-V|Ps], [K-V|Us]) :-
    '$ug_drop_key'(Ps, K, Rest),
    '$ug_first_keys'(Rest, Us).

'$ug_drop_key'([], _, []).
'$ug_drop_key'([K1-V|Ps], K, Rest) :-
    (   K1 == K
    ->  '$ug_drop_key'(Ps, K, Rest)
    ;   Rest = [K1-V|Ps]
    ).

'$ug_fill'([], _).
'$ug_fill'([X|Xs], X) :-
    '$ug_fill'(Xs, X).

%   '$ug_row_indices'(+Rows, +Index, +Counts, -IndexRows): each list of
%   neighbours as the vertices' numbers, each neighbour counted as an
%   incoming edge. The numbers of a list must increase.
'$ug_row_indices'([], _, _, []).
'$ug_row_indices'([Ns|Rows], Index, Counts, [Is|IRows]) :-
    '$ug_neighbour_indices'(Ns, Index, Counts, 0, Is),
    '$ug_row_indices'(Rows, Index, Counts, IRows).

'$ug_neighbour_indices'([], _, _, _, []) :- !.
'$ug_neighbour_indices'([N|Ns], Index, Counts, Prev, [I|Is]) :-
    get_assoc(N, Index, I),
    I > Prev,
    arg(I, Counts, C0),
    C is C0 + 1,
    setarg(I, Counts, C),
    '$ug_neighbour_indices'(Ns, Index, Counts, I, Is).

'$ug_initial_zeros'([], _, _, []).
'$ug_initial_zeros'([_|Xs], Counts, I, Zeros) :-
    I2 is I + 1,
    (   arg(I, Counts, 0)
    ->  Zeros = [I|Zeros1]
    ;   Zeros = Zeros1
    ),
    '$ug_initial_zeros'(Xs, Counts, I2, Zeros1).

%   '$ug_kahn'(+Stack, +RowTerm, +VertexTerm, +Counts, +Done0, -Done,
%   -Sorted, +Tail)
'$ug_kahn'([], _, _, _, Done, Done, Tail, Tail).
'$ug_kahn'([Z|Zs], RowTerm, VertexTerm, Counts, Done0, Done, [V|Sorted], Tail) :-
    arg(Z, VertexTerm, V),
    arg(Z, RowTerm, Is),
    '$ug_take_edges'(Is, Counts, Zs, Stack),
    Done1 is Done0 + 1,
    '$ug_kahn'(Stack, RowTerm, VertexTerm, Counts, Done1, Done, Sorted, Tail).

'$ug_take_edges'([], _, Stack, Stack).
'$ug_take_edges'([I|Is], Counts, Stack0, Stack) :-
    arg(I, Counts, C0),
    C is C0 - 1,
    setarg(I, Counts, C),
    (   C =:= 0
    ->  '$ug_take_edges'(Is, Counts, [I|Stack0], Stack)
    ;   '$ug_take_edges'(Is, Counts, Stack0, Stack)
    ).

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

%   complement(+Graph, -Complement): an edge from each vertex to each
%   other vertex it has none to in Graph.

complement(Graph, Complement) :-
    vertices(Graph, Vertices),
    '$ug_complement'(Graph, Vertices, Complement).

'$ug_complement'([], _, []).
'$ug_complement'([V-Ns|G], Vertices, [V-Others|C]) :-
    ord_add_element(Ns, V, Ns1),
    ord_subtract(Vertices, Ns1, Others),
    '$ug_complement'(G, Vertices, C).

%   connect_ugraph(+Graph, -Start, -Connected): Connected is Graph with a
%   new vertex Start before all others and an edge from it to each of
%   them. Start is the first vertex less one when that is a number, else
%   0; the empty graph stays empty, with Start 0.

connect_ugraph([], 0, []) :- !.
connect_ugraph(Graph, Start, [Start-Vertices|Graph]) :-
    vertices(Graph, Vertices),
    Vertices = [First|_],
    (   var(First)
    ->  throw(error(instantiation_error, _))
    ;   number(First)
    ->  Start is First - 1
    ;   Start = 0
    ).
