% args: -q -g main -t halt {}
% Classic student loops: fizzbuzz, primes, factorial, hanoi.
fizz(N) :- ( N mod 15 =:= 0 -> writeln('FizzBuzz') ; N mod 3 =:= 0 -> writeln('Fizz') ; N mod 5 =:= 0 -> writeln('Buzz') ; writeln(N) ).
prime(2).
prime(N) :- N > 2, N mod 2 =\= 0, \+ (between(3, N, D), D * D =< N, N mod D =:= 0).
fact(0, 1) :- !.
fact(N, F) :- N1 is N - 1, fact(N1, F1), F is N * F1.
hanoi(0, _, _, _) :- !.
hanoi(N, A, B, C) :- N1 is N - 1, hanoi(N1, A, C, B), format("Move disk ~w from ~w to ~w~n", [N, A, B]), hanoi(N1, C, B, A).
main :- forall(between(1, 15, N), fizz(N)),
    findall(P, (between(1, 50, P), prime(P)), Ps), print(Ps), nl,
    fact(25, F), format("25! = ~d~n", [F]), format("~D~n", [F]), format("~2d~n", [F]),
    hanoi(3, left, right, middle),
    X is 2 ** 64, Y is 2.0 ** 64, Z is 7 / 2, W is 7 // 2, V is -7 // 2, U is -7 mod 2, format("~w ~w ~w ~w ~w ~w~n", [X, Y, Z, W, V, U]),
    A is sqrt(16), B is 10 / 4.0, C is 2 ** -1, D is 9 ** 0.5, E is e, format("~w ~w ~w ~w ~4f~n", [A, B, C, D, E]),
    G is max(3, 4.0), H is min(2, 2.0), I is truncate(-3.5), J is round(2.5), K is ceiling(-0.5), format("~w ~w ~w ~w ~w~n", [G, H, I, J, K]),
    L is tan(1.0), M is atan2(1, -1), N is copysign(1, -0.0), O is 10 ** -2, format("~w ~w ~w ~w~n", [L, M, N, O]),
    P2 is 123456789 * 987654321, Q is P2 mod 1000007, R is gcd(P2, 12345), format("~w ~w ~w~n", [P2, Q, R]),
    S is cmpflags(1) -> true ; writeln(done).
