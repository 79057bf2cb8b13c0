% args: -g main -t halt
% CLP(FD)'s errors as library(clpfd) raises them: with must_be/2 and
% throw/1, their context unbound, and transpose/2's and tuples_in/2's
% types those of its must_be/2 calls.
:- use_module(library(clpfd)).
t(G) :- catch((G -> print(yes(G)) ; print(no)), error(E, C), (var(C) -> print(E-unbound) ; print(E-C))), nl.
main :-
    t(label([a])), t(label(foo)), t(label([_])), t(all_different(foo)),
    t(labeling([bad], [_])), t(sum(foo, #=, 3)), t(_ in 1.._), t(_ in 1..foo),
    t(tuples_in([[_]], foo)), t(tuples_in([[_]], [a])), t(tuples_in([[_]], [[a]])),
    t(tuples_in(foo, [[1]])), t(tuples_in([foo], [[1]])), t(tuples_in([[a]], [[1]])),
    t((tuples_in([[X, Y]], [[1,2],[2,3]]), label([X, Y]))),
    t(transpose(a, _)), t(transpose([a], _)), t(transpose([[1],a], _)),
    t(transpose([[1],[2,3]], _)), t(transpose(_, _)), t(transpose([[1,2],[3,4]], _)),
    t(transpose([], _)), t(transpose([[]], _)),
    catch(label([a]), E, (print_message(error, E))).
