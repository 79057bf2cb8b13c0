% Runs SWI-Prolog's own library modules, loaded as the program's modules
% my_Name (see TestSWILibraryModules).
:- use_module(my_heaps).
main :- list_to_heap([3-c,1-a,2-b,5-e], H), heap_size(H, S), writeln(S),
        get_from_heap(H, P, K, H2), writeln(P-K), heap_to_list(H2, L), writeln(L),
        add_to_heap(H2, 0, z, H3), min_of_heap(H3, P3, K3), writeln(P3-K3).
