% Meta-calls inside a module: closures of its own and of its caller.
:- use_module(util).

inc(X, Y) :- Y is X + 1.
dbl(X, Y) :- Y is X + 100.
even(X) :- 0 is X mod 2.

main :-
    double_all([1,2,3], D), writeln(D),
    apply_all(inc, [1,2,3], I), writeln(I),
    apply_all(dbl, [1,2,3], U), writeln(U),
    count_if(even, [1,2,3,4,6], N), writeln(N),
    first_solution([5,4,2,1], F), writeln(F),
    findall(X, (member(X, [1,2,3]), \+ even(X)), Odd), writeln(Odd),
    (   catch(util:small(1), error(E, _), (writeln(E), fail))
    ->  writeln(small_is_callable_qualified)
    ;   true
    ).
