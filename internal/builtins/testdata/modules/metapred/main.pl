% meta_predicate declarations: goals and closures from the caller run in
% the caller's module.
:- use_module(control).

succ_(_, wrong).
square(X, Y) :- Y is X * X.
hello :- write(hello), nl.

main :-
    twice(hello),
    map_succ([1,2,3], S), writeln(S),
    with_logging(t1, hello),
    ( with_logging(t2, fail) -> true ; writeln(caught_failure) ),
    sum_with(square, [1,2,3], Sum), writeln(Sum),
    last([1,2,3], L), writeln(L),
    control:last([1,2,3], M), writeln(M).

% add_mapped/4 is also a private predicate of control: the closure
% passed to sum_with/3 must still be the user's.
add_mapped(X, Y) :- Y is X + 1000.
also :- sum_with(add_mapped, [1,2], S), writeln(S).
:- initialization(also).
