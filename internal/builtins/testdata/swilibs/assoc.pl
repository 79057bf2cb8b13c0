% Runs SWI-Prolog's own library modules, loaded as the program's modules
% my_Name (see TestSWILibraryModules).
:- use_module(my_assoc).
main :- list_to_assoc([a-1,b-2,c-3], A), get_assoc(b, A, V), writeln(V),
        put_assoc(d, A, 4, A2), assoc_to_list(A2, L), writeln(L),
        assoc_to_keys(A2, K), writeln(K), max_assoc(A2, MK, MV), writeln(MK-MV),
        transpose_pairs([x-1,y-2], T), writeln(T).
