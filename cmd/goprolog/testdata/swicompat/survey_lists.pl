% args: -q
% stdin: msort([b, a, c, a], L).
% stdin:
% stdin: predsort([O, A, B]>>compare(O, A, B), [c, a, b, a], L).
% stdin:
% stdin: sort(0, @>=, [1, 3, 2, 3], L).
% stdin:
% stdin: sort(1, @<, [f(2, a), f(1, b), f(2, c)], L).
% stdin:
% stdin: sort(2, @>=, [f(2, a), f(1, b), f(2, c)], L).
% stdin:
% stdin: sort(a, @<, [], L).
% stdin:
% stdin: sort([c, b, a, b], L).
% stdin:
% stdin: msort([f(X), 1, "s", a, 2.0, g(a, b)], L).
% stdin:
% stdin: length(L, 2).
% stdin:
% stdin: length(L, L).
% stdin:
% stdin: nth0(1, [a, b, c], X).
% stdin:
% stdin: nth1(I, [a, b, c], c).
% stdin:
% stdin: nth0(I, [a, b], E, R).
% stdin:
% stdin: last([], X).
% stdin:
% stdin: sum_list([1, 2, 3.5], S).
% stdin:
% stdin: sumlist([1, 2], S).
% stdin:
% stdin: max_list([1, 5, 3], M).
% stdin:
% stdin: min_list([4, 2, 8], M).
% stdin:
% stdin: max_member(M, [a, f(x), 3]).
% stdin:
% stdin: min_member(M, [a, f(x), 3]).
% stdin:
% stdin: numlist(5, 1, L).
% stdin:
% stdin: numlist(1, 5, L).
% stdin:
% stdin: list_to_set([a, b, a, c, b], S).
% stdin:
% stdin: subtract([1, 2, 3, 4], [2, 4], R).
% stdin:
% stdin: intersection([a, b, c], [c, a, d], I).
% stdin:
% stdin: union([a, b], [b, c], U).
% stdin:
% stdin: delete([a, b, a, c], a, L).
% stdin:
% stdin: exclude([X]>>(X > 2), [1, 2, 3, 4], L).
% stdin:
% stdin: include([X]>>(X mod 2 =:= 0), [1, 2, 3, 4], L).
% stdin:
% stdin: partition([X]>>(X < 3), [1, 2, 3, 4], I, E).
% stdin:
% stdin: partition([X, C]>>compare(C, X, 3), [1, 2, 3, 4, 5], L, E, G).
% stdin:
% stdin: foldl([X, A0, A]>>(A is A0 + X), [1, 2, 3], 0, S).
% stdin:
% stdin: maplist([X, Y]>>(Y is X * 2), [1, 2, 3], L).
% stdin:
% stdin: maplist(succ, L, [2, 3]).
% stdin:
% stdin: maplist([X]>>(X > 0), [1, -1]).
% stdin:
% stdin: sumlist([], S).
% stdin:
% stdin: reverse([1, 2, 3], R).
% stdin:
% stdin: permutation([1, 2, 3], P).
% stdin:
% stdin: flatten([1, [2, [3, 4]], [], 5], F).
% stdin:
% stdin: exclude([X]>>memberchk(X, [a]), [a, b, a, c], L).
% stdin:
% stdin: select(b, [a, b, c], R).
% stdin:
% stdin: selectchk(x, [a], R).
% stdin:
% stdin: select(b, [a, b, c], z, R).
% stdin:
% stdin: subtract([a], [], R).
% stdin:
% stdin: memberchk(X, [a, b]).
% stdin:
% stdin: member(X, foo).
% stdin:
% stdin: append(X, [c], [a, b, c]).
% stdin:
% stdin: append([[a], [b, c], []], L).
% stdin:
% stdin: last([a, b], L).
% stdin:
% stdin: pairs_keys_values(P, [a, b], [1, 2]).
% stdin:
% stdin: pairs_keys([a-1, b-2], K).
% stdin:
% stdin: pairs_values([a-1, b-2], V).
% stdin:
% stdin: list_to_assoc([a-1, b-2], A), get_assoc(a, A, V).
% stdin:
% stdin: empty_assoc(E), put_assoc(k, E, v, A), assoc_to_list(A, L).
% stdin:
% stdin: list_to_assoc([x-1, y-2], A), assoc_to_keys(A, K), assoc_to_values(A, V).
% stdin:
% stdin: list_to_assoc([b-1, a-2], A), forall(gen_assoc(K, A, V), (write(K-V), nl)).
% stdin:
% stdin: list_to_assoc([a-1], A), put_assoc(a, A, 9, A2), get_assoc(a, A2, X).
% stdin:
% stdin: list_to_assoc([], A), get_assoc(x, A, V).
% stdin:
% stdin: list_to_assoc([a-1, b-2, c-3], A), max_assoc(A, K, V).
% stdin:
% stdin: list_to_assoc([a-1, b-2, c-3], A), min_assoc(A, K, V).
% stdin:
% stdin: list_to_assoc([a-1], A), print(A), nl.
% stdin:
% stdin: aggregate_all(count, member(_, [a, b]), C).
% stdin:
% stdin: aggregate_all(sum(X), member(X, [1, 2, 3]), S).
% stdin:
% stdin: aggregate_all(max(X), member(X, [1, 3, 2]), M).
% stdin:
% stdin: aggregate_all(max(X), member(X, []), M).
% stdin:
% stdin: aggregate_all(bag(X), member(X, [c, a, c]), B).
% stdin:
% stdin: aggregate_all(set(X), member(X, [c, a, c]), B).
% stdin:
% stdin: aggregate_all(max(X, Y), member(X-Y, [1-a, 3-b, 2-c]), M).
% stdin:
% stdin: aggregate_all(count, fail, C).
% stdin:
% stdin: aggregate(count, member(_, [a, b]), C).
% stdin:
% stdin: aggregate(sum(X), member(X, [1, 2]), S).
% stdin:
% stdin: aggregate(bag(X), K^member(K-X, [1-a, 2-b]), L).
% stdin:
% stdin: aggregate(count, X^member(X, []), C).
% stdin:
% stdin: aggregate_all(min(X), member(X, [3, 1, 2]), M).
% stdin:
% stdin: sumlist([1, 2], S), max_list([], M).
% stdin:
% stdin: nextto(X, Y, [1, 2, 3]).
% stdin:
% stdin: exclude([_-V]>>(V =:= 0), [a-1, b-0], L).
% stdin:
% stdin: max_list([], M).
% stdin:
% stdin: last(L, x).
% stdin:
% stdin: proper_length([a, b|_], N).
% stdin:
% stdin: is_list([a|_]).
% stdin:
% stdin: sort(0, @>=, [c-1, a-2, b-3], L).
% stdin:
% stdin: keysort([b-1, a-2, b-0, a-1], L).
% stdin:
% stdin: pairs_keys_values(P, [a], [1, 2]).
% stdin:
% stdin: list_to_ord_set([c, a, b, a], S).
% stdin:
% stdin: ord_union([a, c], [b], U).
% stdin:
% stdin: ord_subtract([a, b, c], [b], S).
% stdin:
% stdin: ord_memberchk(b, [a, b, c]).
% stdin:
% stdin: ord_insert([a, c], b, S).
% stdin:
% stdin: ord_del_element([a, b, c], b, S).
% stdin:
% stdin: ord_intersection([a, b, c], [b, c, d], I).
% stdin:
% stdin: ord_subset([a, c], [a, b, c]).
% stdin:
% stdin: max_member(X, []).
% stdin:
% stdin: nth1(0, [a], X).
% stdin:
% stdin: nth0(-1, [a], X).
% stdin:
% stdin: foldl([X, Y, A0, A]>>(A is A0 + X * Y), [1, 2], [3, 4], 0, R).
% stdin:
% stdin: aggregate_all(count, between(1, 10, _), N).
% stdin:
% stdin: last([1], X), sumlist([X], Y).
% stdin:
% stdin: exclude(==(a), [a, b], L).
% stdin:
% stdin: maplist(=(X), [1, 1]).
% stdin:
% stdin: subsumes_term(f(_), f(a)).
% stdin:
% stdin: pairs_keys_values(P, K, V).
% stdin:
% Goals of a survey of everyday SWI-Prolog use at the top level:
% lists, pairs, assoc, aggregate, apply and yall, one query a line, each followed by an empty reply line.
