% Everyday list, pairs, assoc, aggregation and solution predicates,
% integer ranges and global variables.
:- style_check(-singleton).
:- ensure_loaded(driver).
by_length(O, A, B) :-
    atom_length(A, LA), atom_length(B, LB),
    compare(O, LA-A, LB-B).
no_eq(<, _, _).
g(nth0(1, [a, b, c], X)).
g(nth1(1, [a, b, c], X)).
g(nth0(I, [a, b, c], X)).
g(nth1(I, [a, b, c], c)).
g(nth0(5, [a], X)).
g(nth0(-1, [a], X)).
g(nth0(a, [a], X)).
g(nth1(0, [a], X)).
g(nth1(2, L, x)).
g(nth0(1, [a, b, c], X, R)).
g(nth0(1, L, x, [a, b])).
g(nth1(I, [a, b], E, R)).
g(nth1(I, L, x)).
g(last([1, 2, 3], X)).
g(last([], X)).
g(last(L, x)).
g(msort([b, a, c, a], L)).
g(msort([f(B), 1, a, "s", 2.0, [], g(a, b), 1.0, 'Z'], L)).
g(msort(a, L)).
g(msort([a|_], L)).
g(sort([c-1, a-2, b-3, a-2], L)).
g(sort(0, @>=, [1, 3, 2, 3], L)).
g(sort(0, @=<, [1, 3, 2, 3], L)).
g(sort(0, @>, [1, 3, 2, 3], L)).
g(sort(1, @<, [f(2, a), f(1, b), f(2, c)], L)).
g(sort(1, @=<, [f(2, a), f(1, b), f(2, c)], L)).
g(sort(2, @>, [f(2, a), f(1, b), f(2, c)], L)).
g(sort(1, @>=, [a-1, b-2, a-3], L)).
g(sort(0, foo, [a], L)).
g(sort(3, @<, [f(1)], L)).
g(sort(a, @<, [], L)).
g(sort(0, @<, [a|_], L)).
g(sort(-1, @<, [], L)).
g(sort(1, @<, [a], L)).
g(predsort(by_length, [ccc, a, bb, a, dd], L)).
g(predsort(no_eq, [b, a], L)).
g(predsort([O, A, B]>>compare(O, B, A), [c, a, b, a], L)).
g(list_to_set([a, b, a, 1, 1.0, c, b], S)).
g(list_to_set([X, Y, X], S)).
g(sum_list([1, 2, 3.5], S)).
g(sum_list([], S)).
g(sum_list([a], S)).
g(sumlist([1, 2], S)).
g(sum_list([1, X], S)).
g(max_list([1, 5, 3], M)).
g(max_list([1, 5.0, 5], M)).
g(max_list([], M)).
g(min_list([3, 1, 2], M)).
g(max_member(M, [a, f(x), 3, "s"])).
g(min_member(M, [b, a, 3])).
g(max_member(M, [])).
g(max_member(P, M, L)).
g(max_member(@=<, M, [1, 3, 2|T])).
g(max_member(@=<, M, [3, 1, 2])).
g(min_member(@=<, M, [3, 1, 2])).
g(max_member(@=<, M, [])).
g(min_member(P, M, L)).
g(min_member(@=<, M, [1, 0|a])).
g(numlist(1, 5, L)).
g(numlist(5, 1, L)).
g(numlist(1, a, L)).
g(numlist(3, 3, L)).
g(numlist(X, 3, L)).
g(exclude([X]>>(X > 2), [1, 2, 3, 4], L)).
g(include(integer, [a, 1, b, 2], L)).
g(exclude(integer, [a, 1, b, 2], L)).
g(partition(integer, [a, 1, b, 2], I, E)).
g(partition([X, C]>>compare(C, X, 3), [1, 2, 3, 4, 5], L, E, G)).
g(foldl([X, A0, A]>>(A is A0 + X), [1, 2, 3], 0, S)).
g(foldl([X, Y, A0, A]>>(A is A0 + X * Y), [1, 2, 3], [4, 5, 6], 0, S)).
g(foldl([X, Y, Z, A0, A]>>(A is A0 + X + Y + Z), [1], [2], [3], 0, S)).
g(foldl([X, A0, A]>>(A = [X|A0]), [a, b, c], [], R)).
g(foldl([X, Y, A0, A]>>(A is A0 + X * Y), [1, 2], [4], 0, S)).
g(maplist([X, Y]>>(Y is X * 2), [1, 2, 3], L)).
g(maplist(succ, L, [2, 3])).
g(maplist([X, Y, Z]>>(Z is X + Y), [1, 2], [3, 4], L)).
g(maplist(atom, [a, 1])).
g(maplist(=(Z), [A, B, C])).
g(aggregate_all(count, member(_, [a, b]), C)).
g(aggregate_all(sum(X), member(X, [1, 2, 3]), S)).
g(aggregate_all(max(X), member(X, [1, 3, 2]), M)).
g(aggregate_all(max(X), member(X, []), M)).
g(aggregate_all(min(X), member(X, [2, 1, 3]), M)).
g(aggregate_all(bag(X), member(X, [c, a, b, a]), L)).
g(aggregate_all(set(X), member(X, [c, a, b, a]), L)).
g(aggregate_all(max(X-Y), member(X-Y, [1-a, 3-b, 2-c]), M)).
g(aggregate_all(max(X, Y), member(X-Y, [1-a, 3-b, 2-c]), M)).
g(aggregate_all(min(X, Y), member(X-Y, [1-a, 3-b, 2-c]), M)).
g(aggregate_all(min(X, Y), member(X-Y, []), M)).
g(aggregate_all(count, fail, C)).
g(aggregate_all(sum(X), member(X, []), S)).
g(aggregate_all(sum(X), member(X, [1, 2.5]), S)).
g(aggregate_all(max(X), member(X, [1, 2.5, 2]), S)).
g(aggregate_all(max(X), member(X, [a, b]), S)).
g(aggregate_all(sum(X), member(X, [a]), S)).
g(aggregate_all(foo, true, X)).
g(aggregate_all(count, member(X, [a, b]), 2)).
g(aggregate_all(bag(X-Y), member(X-Y, [1-a, 2-b]), L)).
g(aggregate_all(count, G, C)).
g(aggregate_all(count(X), member(X, [a, b]), C)).
g(aggregate(count, member(X, [a, b]), C)).
g(aggregate(sum(X), member(X, [1, 2]), S)).
g(pairs_keys_values(P, [a, b], [1, 2])).
g(pairs_keys_values([a-1, b-2], K, V)).
g(pairs_keys([a-1, b-2], K)).
g(pairs_values([a-1, b-2], V)).
g(pairs_keys_values(P, [a], [1, 2])).
g(transpose_pairs([a-1, b-2, c-1], T)).
g(map_list_to_pairs(atom_length, [abc, a, ab], P)).
g(keysort([b-1, a-2, b-0, a-1], L)).
g(keysort([a|b], L)).
g(keysort([a], L)).
g(keysort([a-1|_], L)).
g((list_to_assoc([a-1, b-2], A), get_assoc(a, A, V))).
g(list_to_assoc([a-1, a-2], A)).
g(list_to_assoc([a-1, b], A)).
g(list_to_assoc(x, A)).
g((empty_assoc(E), put_assoc(k, E, v, A), assoc_to_list(A, L))).
g((list_to_assoc([c-3, a-1, b-2], A), assoc_to_keys(A, K), assoc_to_values(A, V))).
g((list_to_assoc([a-1], A), get_assoc(z, A, V))).
g((list_to_assoc([a-1, b-2, c-3], A), max_assoc(A, K, V), min_assoc(A, K2, V2))).
g((list_to_assoc([a-1, b-2], A), del_assoc(a, A, V, A2), assoc_to_list(A2, L))).
g((list_to_assoc([a-1, b-2], A), transpose_pairs([a-1], _), put_assoc(a, A, 9, A2), assoc_to_list(A2, L))).
g(get_assoc(a, notassoc, V)).
g(get_assoc(a, t, V)).
g((pairs_keys_values(P, [x, y], [1, 2]), list_to_assoc(P, A), forall(gen_assoc(K, A, V), true))).
g(findall(K-V, (list_to_assoc([b-2, a-1], A), gen_assoc(K, A, V)), L)).
g((nb_setval(k, 1), nb_getval(k, V))).
g((b_setval(k, 2), b_getval(k, V))).
g(nb_getval(nokey_xyz, V)).
g(b_getval(nokey_xyz2, V)).
g(nb_setval(K, 1)).
g((nb_setval(k2, f(X)), nb_getval(k2, V))).
g(copy_term([X-Y, Y], C)).
g(copy_term(f(X, Y, X), C)).
g(copy_term(a, C)).
g(setof(X, member(X, [c, a, b, a]), L)).
g(setof(X-Y, member(X-Y, [b-1, a-2]), L)).
g(setof(X, Y^member(X-Y, [b-1, a-2, b-3]), L)).
g(bagof(X, member(X-Y, [b-1, a-2, c-1]), L)).
g(setof(X, member(X, []), L)).
g(bagof(X, G, L)).
g(bagof(X, 1, L)).
g(setof(K-Vs, setof(V, member(K-V, [a-1, b-2, a-3]), Vs), L)).
g(setof(X, Y^Z^member(X-Y-Z, [a-1-2, b-2-3]), L)).
g(bagof(X, Y^member(X-Y, [b-1, a-2]), L)).
g(findall(X, member(X, [a, b]), L, [c])).
g(findall(X, member(X, [a, b]), L, T)).
g(findall(X, G, L)).
g(findall(X, true, [a|b])).
g(forall(member(X, [1, 2]), X > 0)).
g(forall(member(X, [1, -2]), X > 0)).
g(aggregate_all(count, between(1, 10, _), N)).
g(between(1, 3, X)).
g(between(1, inf, X)).
g(between(1, infinite, X)).
g(between(3, 1, X)).
g(between(1, a, X)).
g(between(X, 3, Y)).
g(between(1, 3, a)).
g(between(1, 3, 5)).
g(between(1.0, 3, X)).
g(succ(X, 4)).
g(succ(3, X)).
g(succ(X, 0)).
g(succ(X, Y)).
g(succ(a, X)).
g(succ(X, -1)).
g(succ(-1, X)).
g(succ(1.0, X)).
g(plus(1, X, 5)).
g(plus(X, Y, 5)).
g(plus(1, 2, X)).
g(plus(a, 1, X)).
g(plus(1.5, 1, X)).
g(length(L, 2)).
g(length(L, -1)).
g(length(a, N)).
g(length([a|b], N)).
g(length(L, a)).
g(length([a, b|T], 3)).
g(length(L, L)).
g(delete([a, b, a, c], a, L)).
g(delete([f(1), f(2), g(1)], f(_), L)).
g(subtract([1, 2, 3], [2], L)).
g(intersection([1, 2, 3], [3, 1], L)).
g(union([1, 2], [2, 3], L)).
g(reverse([1, 2, 3], L)).
g(permutation([1, 2, 3], P)).
g(flatten([1, [2, [3, 4]], [], [[]]], F)).
g(flatten(a, F)).
g(list_to_ord_set([c, a, b, a], S)).
g(nextto(X, Y, [1, 2, 3])).
g(select(b, [a, b, c], L)).
g(selectchk(a, [a, b, a], L)).
g(select(x, [a, x, b], y, L)).
g(subsumes_term(f(_), f(a))).
g(exclude(==(a), [a, b, a], L)).
g(max_member(M, [1, 2.0, 2])).
g(sumlist([], S)).
g(sum_list(notalist, S)).
g(last([a|b], X)).
g(memberchk(X, [a, b])).
g(member(X, [a|b])).
g(append(X, [c], [a, b, c])).
g(append(X, Y, [a, b])).
g(append([[a], [b, c], []], L)).
g(append(a, [b], L)).
g(sort(0, @>=, [c-1, a-2, b-3], L)).
g(pairs_keys_values(P, K, V)).
g(max_list([a, b], M)).
g(numlist(1, 3, [1, 2, 3])).
g(sumlist(L, 3)).
g(msort([c, B, a, A], L)).
g(predsort(compare, [3, 1, 2, 1], L)).
g(list_to_set([a, [b], [b], "s", "s"], S)).
g(subtract([a, b], X, L)).
g(exclude([X]>>memberchk(X, [a]), [a, b, c], L)).
g(partition([X]>>(X > 2), [1, 2, 3, 4], I, E)).
g(aggregate_all(max(L-W), (member(W, [ab, abc, a]), atom_length(W, L)), M)).
g(sum_list([1, 2 + 3], S)).
g(max_list([1, 2 + 3], S)).
g(last([a], X)).
g(proper_length([a|_], N)).
g(proper_length([a, b], N)).
g(sumlist([1.5, 2.5], S)).
g(succ_or_zero(1)).
g(foo_undefined_xyz(1)).
g(call(foo_undefined_xyz, 1)).
