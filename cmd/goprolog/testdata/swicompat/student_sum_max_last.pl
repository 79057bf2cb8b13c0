% args: -q -g main -t halt {}
main :-
    sum_list([1, 2.5, 3], S1), writeln(S1),
    sumlist([], S2), writeln(S2),
    catch(sum_list([a], _), E, (print_message(error, E))),
    max_member(M, [3, a, "s", f(x), 2.0]), writeln(M),
    min_member(Mi, [3, a, "s", f(x), 2.0]), writeln(Mi),
    ( max_member(_, []) -> writeln(yes) ; writeln(no) ),
    last([1, 2, 3], La), writeln(La),
    ( last([], _) -> true ; writeln(nolast) ),
    max_list([2, 7.0, 7], ML), writeln(ML),
    min_list([2, 1.0, 1], MnL), writeln(MnL),
    max_member(@=<, MM, [c, a, b]), writeln(MM).
