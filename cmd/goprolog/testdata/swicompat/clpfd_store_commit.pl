% args: -q -g main -t halt {}
% A predicate that both meta-calls and writes, in a program that uses
% CLP(FD): goprolog's solver runs it and the solver it calls runs on the
% WAM core. Constraints posted by the call, by the caller after it, and
% the cuts and backtracking of forall/2 and if-then-else over them:
% every round starts from an empty store, also after a committed
% solution that left choicepoints behind.
:- use_module(library(clpfd)).

queens(N, Qs) :-
    length(Qs, N),
    Qs ins 1..N,
    safe(Qs),
    label(Qs).

safe([]).
safe([Q|Qs]) :- no_attack(Qs, Q, 1), safe(Qs).

no_attack([], _, _).
no_attack([Q|Qs], Q0, D) :-
    Q0 #\= Q,
    abs(Q0 - Q) #\= D,
    D1 is D + 1,
    no_attack(Qs, Q0, D1).

round(Solver, N) :-
    (   call(Solver, N, Qs),
        Qs = [A|_],
        B #= A * 2 + C,
        C in 0..1,
        B #> 2
    ->  fd_dom(B, DB),
        fd_dom(C, DC),
        format("~w ~w ~w ~w~n", [N, Qs, DB, DC])
    ;   format("~w none~n", [N])
    ).

twice(Solver, N) :-
    call(Solver, N, Qs),
    format("~w~n", [Qs]),
    Qs = [A|_],
    A > 1,
    !.
twice(_, N) :-
    format("~w: no first queen past 1~n", [N]).

pending(X) :-
    X in 0..9,
    (   call(queens, 5, [Q|_]), X #= Q * 0 + 3 -> true ; true ),
    fd_dom(X, D),
    format("~w~n", [D]).

main :-
    forall(member(N, [4, 5, 6, 4]), round(queens, N)),
    forall(member(N, [4, 5]), twice(queens, N)),
    forall(between(1, 3, _), ( round(queens, 6), fail ; true )),
    catch(pending(_), E, (print_message(error, E))),
    X in 1..3, fd_dom(X, D), format("~w~n", [D]).
