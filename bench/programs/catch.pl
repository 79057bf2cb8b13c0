% catch/3 and throw/1 in a loop: every iteration throws a ball that is
% caught one frame up, plus one that passes an inner catch that does not
% unify.

step(I, V) :-
    catch(catch(throw(ball(I)), other(_), V = none), ball(X), V is X mod 7).

loop(I, N, S, S) :- I > N, !.
loop(I, N, S0, S) :- step(I, V), S1 is S0+V, I1 is I+1, loop(I1, N, S1, S).

bench_main :-
    loop(1, 300000, 0, S),
    format("~w~n", [S]).
