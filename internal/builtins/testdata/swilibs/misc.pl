% Runs SWI-Prolog's own library modules, loaded as the program's modules
% my_Name (see TestSWILibraryModules).
:- use_module(my_pairs).
:- use_module(my_occurs).
:- use_module(my_gensym).
:- use_module(my_ordsets).
main :- pairs_keys_values(P, [a,b], [1,2]), writeln(P), map_list_to_pairs(atom_length, [abc, d], Ps), writeln(Ps),
        ( sub_term(X, f(g(a))), X == a -> writeln(found) ; true ), occurrences_of_term(a, f(a,b,a), N), writeln(N),
        gensym(x, S1), gensym(x, S2), writeln(S1-S2),
        ord_union([a,c],[b], U), writeln(U), ord_subtract([a,b,c],[b],D), writeln(D), ord_memberchk(c, U) -> writeln(yes) ; writeln(no).
