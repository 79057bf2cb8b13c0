% args: {}
% Student-style script: queens, with a typo'd helper and a missing clause.
:- initialization(main, main).

queens(N, Qs) :- numlist(1, N, Ns), permutation(Ns, Qs), safe(Qs).
safe([]).
safe([Q|Qs]) :- no_attack(Q, Qs, 1), safe(Qs).
no_attack(_, [], _).
no_attack(Q, [Q1|Qs], D) :- Q =\= Q1 + D, Q =\= Q1 - D, D1 is D + 1, no_attack(Q, Qs, D1).

print_board(Qs) :- length(Qs, N), forall(member(Q, Qs), (forall(between(1, N, C), (C =:= Q -> write('Q ') ; write('. '))), nl)).

main :-
    queens(6, Qs), print_board(Qs),
    aggregate_all(count, queens(6, _), Count), format("~d solutions~n", [Count]),
    findall(Q, limit(3, queens(8, Q)), Three), length(Three, L3), writeln(L3),
    statistics(inferences, I), ( integer(I) -> writeln(inferences_ok) ; true ),
    succ_throw.
succ_throw :- catch(succ(X, 0), E, true), ( var(E) -> writeln(failed_quietly(X)) ; print_message(error, E) ), fail.
succ_throw :- writeln(second_clause).
