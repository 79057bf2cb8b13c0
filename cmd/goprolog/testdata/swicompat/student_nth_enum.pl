% args: -q -g main -t halt {}
main :-
    forall(nth0(I, [a, b, c], E), (write(I-E), nl)),
    forall(nth1(I1, [a, b], E1), (write(I1-E1), nl)),
    nth0(1, L, x, [a, b]), print(L), nl,
    nth1(2, [a, b, c], E2, R2), print(E2/R2), nl,
    ( nth0(5, [a], _) -> true ; writeln(none) ),
    catch(nth0(a, [a], _), E3, (print_message(error, E3))),
    catch(nth1(-1, [a], _), E4, (print_message(error, E4) ; true)),
    writeln(done).
