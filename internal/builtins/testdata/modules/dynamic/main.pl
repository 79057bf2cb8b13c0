% A module's dynamic counter beside the user's own count/1.
:- use_module(counter).
:- dynamic count/1.

count(user_value).

main :-
    next(A), next(B), next(C), writeln([A, B, C]),
    counted(N), writeln(counted=N),
    count(U), writeln(user=U),
    reset, counted(Z), writeln(after_reset=Z),
    assertz(counter:count(41)), next(M), writeln(M),
    findall(X, count(X), L), writeln(L),
    aggregate_all(count, counter:count(_), K), writeln(K).

also :- add_shared(1), assertz(shared_fact(2)), shared(L), writeln(L), findall(X, shared_fact(X), L2), writeln(L2).
:- initialization(also).
