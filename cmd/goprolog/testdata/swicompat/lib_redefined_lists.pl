% args: -q -g main -t halt {}
% A program's own definitions of list predicates, with other semantics,
% replace them for the program only: the library's predicates that call
% them (append/2, permutation/2, selectchk/3, subtract/3, string_lines/2,
% yall's lambdas, ...) still call the library's, as in swipl, where they
% live in module lists.
append(X, Y, appended(X, Y)).
select(_, _, _) :- fail.
selectchk(X, L, R) :- select(X, L, R).
memberchk(_, _) :- fail.
reverse(L, L).
last(_, none).
sum_list(_, 0).
delete(L, _, L).
nth0(_, _, none).
msort(L, L).
max_list(_, none).
member(_, []).
t(G) :- catch((G -> R = yes(G) ; R = no(G)), E, R = ex(E)), \+ \+ (numbervars(R, 0, _), print(R)), nl.
main :-
    t(append([a], [b], _)), t(append([[a], [b], [c]], _)),
    t(permutation([1, 2, 3], _)), t(findall(P, permutation([1, 2, 3], P), _)),
    t(selectchk(b, [a, b, c], _)), t(subtract([1, 2, 3], [2], _)),
    t(intersection([1, 2, 3], [2, 3], _)), t(union([1], [2], _)),
    t(subset([a], [a, b])), t(list_to_set([a, b, a], _)),
    t(string_lines(_, ["a", "b"])), t(sumlist([1, 2], _)),
    t(maplist([X, Y]>>(Y is X * 2), [1, 2], _)),
    t(foldl([X, A0, A]>>(A is A0 + X), [1, 2, 3], 0, _)),
    t(sort(0, @>=, [1, 3, 2], _)), t(predsort([O, A, B]>>compare(O, A, B), [b, a], _)),
    t(max_member(_, [1, 3, 2])), t(nth1(2, [a, b, c], _)), t(last([1, 2], _)),
    t(pairs_keys_values(_, [a, b], [1, 2])), t(nextto(_, c, [a, b, c])),
    t(exclude([X]>>memberchk(X, [a]), [a, b], _)), t(ord_union([a], [b], _)),
    t(aggregate_all(count, member(_, [a, b]), _)), t(aggregate_all(max(X), member(X, [1, 3]), _)),
    t(occurrences_of_term(a, f(a, a), _)), t(list_to_assoc([a-1, b-2], _)),
    t(vertices_edges_to_ugraph([a, b], [a-b], _)), t(msort([b, a], _)),
    t(delete([a, b], a, _)), t(reverse([1, 2], _)), t(sum_list([1], _)).
