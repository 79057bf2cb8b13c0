% Runs SWI-Prolog's own library modules, loaded as the program's modules
% my_Name (see TestSWILibraryModules).
:- use_module(my_ugraphs).
main :- vertices_edges_to_ugraph([a,b,c,d],[a-b,b-c,c-a,c-d],G), writeln(G),
        top_sort([1-[2],2-[3],3-[]], TS), writeln(TS),
        transitive_closure(G, C), writeln(C), reachable(a, G, R), writeln(R),
        transpose_ugraph(G, GT), writeln(GT).
