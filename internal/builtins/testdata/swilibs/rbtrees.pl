% Runs SWI-Prolog's own library modules, loaded as the program's modules
% my_Name (see TestSWILibraryModules).
:- use_module(my_rbtrees).
main :- list_to_rbtree([k1-v1,k3-v3,k2-v2], T), rb_lookup(k2, V, T), writeln(V),
        rb_insert(T, k0, v0, T2), rb_keys(T2, Ks), writeln(Ks),
        forall(rb_in(K, V2, T2), writeln(K=V2)), rb_size(T2, N), writeln(N),
        rb_delete(T2, k1, T3), rb_visit(T3, Ps), writeln(Ps).
