% args: {}
:- use_module(m_macros).
double(3).
double(5).
skip_me.
area(R, A) :- sq(R, R2), A is 3 * R2.
:- initialization(main, main).
main :-
    findall(X, fact(X), Xs), writeln(Xs),
    area(2, A), writeln(A),
    print(data(secret(42), visible)), nl,
    format("~p and ~w~n", [secret(1), secret(2)]),
    writeq(secret(3)), nl,
    ( catch(skip_me, E, (print_message(error, E), fail)) -> true ; true ),
    lists:append([1], [2], L), writeln(L),
    apply:maplist(succ, [1,2], L2), writeln(L2),
    lists:sum_list([1,2,3], S), writeln(S),
    ( catch(lists:no_such_thing(1), E2, (print_message(error, E2), fail)) -> true ; true ),
    expand_term(double(7), T), writeln(T),
    expand_goal(sq(4, Q), G), writeln(G), call(G), writeln(Q).
