% Runs SWI-Prolog's own library modules, loaded as the program's modules
% my_Name (see TestSWILibraryModules).
:- use_module(my_lists).
:- use_module(my_apply).
:- use_module(my_aggregate).
:- use_module(my_option).
main :- my_lists:append([1],[2],L), writeln(L), my_lists:nth0(1,[a,b,c],E), writeln(E),
        my_lists:max_member(M, [3,1,4]), writeln(M), my_lists:sum_list([1,2,3], S), writeln(S),
        my_lists:permutation([1,2,3], P), writeln(P),
        my_apply:foldl([X,A0,A]>>(A is A0+X), [1,2,3], 0, F), writeln(F),
        my_apply:partition([X]>>(X>1), [1,2,3], I, O), writeln(I-O),
        my_aggregate:aggregate_all(count, member(_, [a,b]), C), writeln(C),
        my_aggregate:aggregate_all(bag(X), member(X, [c,a]), B), writeln(B),
        my_aggregate:aggregate(sum(X), member(X, [1,2]), Sum), writeln(Sum),
        my_option:option(a(V), [b(1), a(2)]), writeln(V),
        my_option:select_option(b(W), [b(1), a(2)], R), writeln(W-R),
        my_lists:list_to_set([a,b,a], Set), writeln(Set),
        my_lists:subtract([1,2,3],[2],Sub), writeln(Sub),
        my_lists:msort([b,a,c,a], Ms), writeln(Ms),
        my_lists:pairs_keys_values(PKV, [k], [v]), writeln(PKV).
