% args: -q -g main -t halt {}
% A variable is written with one name by every output call, as swipl
% writes it by its place: a student comparing two writes of X sees the
% same variable.
main :-
    write(X), write(' '), write(X), nl,
    Y = f(X, Z), print(Y), write(' '), print(Z), write(' '), writeq(X), nl,
    format("~w ", [X]), format("~w ~p~n", [X, Y]),
    length(L, 2), print(L), write(' '), L = [A|_], print(A), nl,
    write_canonical(g(X, Z)), write(' '), write_term(Z, [quoted(true)]), nl,
    copy_term(Y, C), print(C), write(' '), print(Y), nl.
