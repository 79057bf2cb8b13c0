% args: -q -g main -t halt {}
main :-
    numlist(1, 5, L), print(L), nl,
    numlist(3, 3, L2), print(L2), nl,
    ( numlist(5, 1, _) -> writeln(yes) ; writeln(no) ),
    catch(numlist(a, 3, _), E, (print_message(error, E))),
    catch(numlist(_, 3, _), E2, (print_message(error, E2))),
    catch(numlist(1.0, 3, _), E3, (print_message(error, E3))),
    numlist(-2, 2, L3), sum_list(L3, S), writeln(S).
