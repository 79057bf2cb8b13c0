% args: -q -g main -t halt {}
:- use_module(m_modes).
p(1, a). p(2, b). p(3, a).
ab --> "ab".
greet(X) :- format("hi ~w~n", [X]).
main :-
    my_bagof(X, Y^p(X, Y), L), writeln(L),
    forall(my_bagof(X1, p(X1, Y1), L1), writeln(Y1-L1)),
    parse_with(ab, `abc`, R), atom_codes(A, R), writeln(A),
    run_all([greet(1), fail, greet(2)]),
    last([1,2,3], La), writeln(La),
    ( predicate_property(last(_,_), imported_from(M)) -> writeln(M) ; writeln(none) ),
    m_modes:sum_up([1,2], S), writeln(S).
