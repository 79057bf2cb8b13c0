% args: -q --stack-limit=60m -g main -t halt {}
% Recursions whose frames stay: a call followed by true, in a clause or
% in a branch of an if-then-else, is no last call; a disjunction leaves a
% choicepoint per call. Each ends in a stack overflow, as in SWI-Prolog
% (a recursion whose call is last runs in constant space, and is stopped
% by its own count here).
ends_in_true(N) :- N1 is N+1, ends_in_true(N1), true.
branch_true(N) :- N1 is N+1, ( N1 > 0 -> branch_true(N1), true ; true ).
choices(N) :- N1 is N+1, ( N1 > 0, choices(N1) ; fail ).
last_call(N) :- N1 is N+1, ( N1 > 2000000 -> true ; last_call(N1) ).
leading_true(N) :- true, N1 is N+1, ( N1 > 2000000 -> true ; leading_true(N1) ).
run(G) :- catch((G, R = done), error(R0, _), R = R0), print(G-R), nl.
main :-
    run(ends_in_true(0)),
    run(branch_true(0)),
    run(choices(0)),
    run(last_call(0)),
    run(leading_true(0)).
