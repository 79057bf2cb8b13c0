% args: {}
:- initialization(main, main).

:- multifile prolog:message//1.
prolog:message(my_warning(X)) --> [ 'Something odd about ~q'-[X], nl, 'second line: ~w'-[done] ].
prolog:message(my_info(N)) --> [ 'Processed ~D items'-[N] ].

:- table even/1, odd/1.
even(0).
even(N) :- N > 0, M is N-1, odd(M).
odd(N) :- N > 0, M is N-1, even(M).

main :-
    print_message(warning, my_warning(foo(bar))),
    print_message(informational, my_info(1234567)),
    print_message(error, format("custom ~w", [error])),
    true.
main2 :-
    ( even(10) -> writeln(even10) ; writeln(odd10) ),
    ( odd(7) -> writeln(odd7) ; true ),
    catch(findall(X, (member(X, [1,2]), X > a), _), E2, (print_message(error, E2))),
    ( setof(K-V, member(K-V, [b-1, a-2, b-0]), L) -> writeln(L) ; true ),
    ( setof(K, V^member(K-V, [b-1, a-2, b-0]), L2) -> writeln(L2) ; true ),
    forall(bagof(K, member(K-V, [b-1, a-2, c-1]), L3), writeln(V-L3)),
    ( bagof(X, member(X, []), L4) -> writeln(L4) ; writeln(bagof_empty_fails) ),
    nb_setval(acc, []), forall(member(X, [1,2,3]), (nb_getval(acc, A0), nb_setval(acc, [X|A0]))), nb_getval(acc, Acc), writeln(Acc),
    term_variables(f(X1, g(Y1, X1), _Z), Vs), length(Vs, NV), writeln(NV),
    copy_term([X1-Y1], Cp), writeln(Cp),
    tab(3), writeln(x),
    atom_chars(X2, [h, e]), writeln(X2),
    sort(0, @>=, [3,1,2,3], S1), writeln(S1),
    sort(1, @<, [f(2,a), f(1,b), f(2,c)], S2), writeln(S2),
    sort(1, @=<, [f(2,a), f(1,b), f(2,c)], S3), writeln(S3),
    predsort([O,A,B]>>(compare(O0,A,B), (O0 == (=) -> O = (<) ; O = O0)), [3,1,3,2], S4), writeln(S4),
    length(L5, 3), writeln(L5),
    succ_or_zero(3).
succ_or_zero(N) :- succ(P, N), writeln(P).
:- initialization(main2).
