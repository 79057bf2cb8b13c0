% args: -q -g main -t halt {}
% A program's own is_list/1, succ/2, format/3, must_be/2, ... replace the
% system's for the program only: library predicates, and the messages
% print_message/2 formats, still run the system's, as in swipl.
is_list(_) :- fail.
succ(X, X).
plus(_, _, 0).
format(_, _, _) :- fail.
must_be(_, _) :- throw(mine).
atomic_list_concat(_, _, nothing).
between(_, _, none).
split_string(_, _, _, []).
string_code(_, _, 0).
put_attr(_, _, _) :- fail.
t(G) :- catch((G -> R = yes(G) ; R = no(G)), E, R = ex(E)), \+ \+ (numbervars(R, 0, _), print(R)), nl.
main :-
    t(is_list([a])), t(succ(1, _)), t(must_be(integer, 1)),
    t(numlist(1, 3, _)), t(maplist(succ, [1, 2], _)), t(length(_, 2)),
    t(catch(msort(a, _), error(E, _), (print(E), nl))),
    t(sum_list([1, 2], _)), t(max_list([1, 5, 2], _)), t(last([1, 2], _)),
    t(option(a(_), [a(1)])), t(select_option(b(_), [a(1), b(2)], _)),
    t(format(atom(_), "~w", [x])), t(with_output_to(string(_), print_message(error, format("hi ~w", [x])))),
    t(string_lines("a\nb", _)), t(dedent_lines("  a\n  b", _, [])),
    t(split_string("a b", " ", "", _)), t(atomic_list_concat([a, b], -, _)),
    t((dif(X1, a), X1 = b)), t((freeze(X2, true), X2 = 1)), t((when(nonvar(X3), true), X3 = 1)),
    t(list_to_ord_set([b, a], _)), t(aggregate_all(count, between(1, 3, _), _)),
    t(partition([X4]>>(X4 > 1), [1, 2, 3], _, _)),
    print_message(informational, format("done ~w", [x])).
