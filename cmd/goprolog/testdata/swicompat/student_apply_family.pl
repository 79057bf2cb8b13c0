% args: -q -g main -t halt {}
even(X) :- 0 is X mod 2.
add(X, A0, A) :- A is A0 + X.
main :-
    include(even, [1, 2, 3, 4], I), exclude(even, [1, 2, 3, 4], Ex), print(I/Ex), nl,
    partition(even, [1, 2, 3, 4, 5], In, Out), print(In-Out), nl,
    foldl(add, [1, 2, 3], 0, S), writeln(S),
    foldl([X, Y, A0, A]>>(A is A0 + X * Y), [1, 2], [3, 4], 0, Dot), writeln(Dot),
    maplist([X, Y, Z]>>(Z is X + Y), [1, 2], [10, 20], Sums), print(Sums), nl,
    ( maplist(even, [2, 3]) -> true ; writeln(notall) ),
    catch(maplist(nosuch, [1]), E, (print_message(error, E))),
    aggregate_all(count, member(_, [a, b]), N), writeln(N),
    convlist([X, Y]>>(X > 1, Y is X * X), [1, 2, 3], CL), print(CL), nl,
    max_member(M, [3, 1, 4]), writeln(M),
    sumlist([1], _), foldl([X, A0, A]>>(A = [X|A0]), [a, b, c], [], R), print(R), nl,
    catch(foldl(add, [a], 0, _), E2, (print_message(error, E2))).
