% check/2 both meta-calls a solver and writes its answer: in a program
% that uses CLP(FD), the engine's solver runs it, and the solver it
% calls runs on the WAM core. Each run of the loop posts a queens
% problem's constraints and commits to its first solution: backtracking
% into forall/2's next round must take them out of the constraint store
% again, however the core's query that posted them was closed.

:- use_module(library(clpfd)).

queens(N, Qs) :-
    length(Qs, N),
    Qs ins 1..N,
    safe(Qs),
    labeling([ff], Qs).

safe([]).
safe([Q|Qs]) :- no_attack(Qs, Q, 1), safe(Qs).

no_attack([], _, _).
no_attack([Q|Qs], Q0, D) :-
    Q0 #\= Q,
    abs(Q0 - Q) #\= D,
    D1 is D + 1,
    no_attack(Qs, Q0, D1).

check(Solver, N) :-
    (   call(Solver, N, Qs)
    ->  format("~w~n", [Qs])
    ;   format("none~n")
    ).

run(K) :- forall(between(1, K, _), check(queens, 16)).
