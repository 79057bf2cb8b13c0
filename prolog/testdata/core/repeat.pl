% repeat/0 on the core: an endless choicepoint that a cut, an
% if-then-else's condition, once/1 or a counter ends. Spelled out in a
% clause, meta-called, under findall/3 and catch/3, nested, and in a
% loop of a failure-driven kind that reads a dynamic counter.

:- dynamic(counter/1).
counter(0).

next(N) :- retract(counter(N0)), N is N0 + 1, assertz(counter(N)).

t1(R) :- repeat, next(N), N >= 5, !, R = N.
t2(R) :- ( repeat, next(N), N mod 3 =:= 0 -> R = N ; R = none ).
t3(R) :- once((repeat, next(N), N > 20)), R = N.
t4(R) :- findall(N, (between(1, 3, _), once((repeat, next(N)))), R).
t5(R) :- G = repeat, once((call(G), next(N), N > 40)), R = N.
t6(R) :- catch((repeat, next(N), N > 50, throw(done(N))), done(R), true).
t7(R) :- findall(X-Y, (member(X, [a, b]), once((repeat, next(Y)))), R).
t8(R) :- count_to(5, R).
t9(R) :- \+ \+ (repeat, !), R = ok.
t10(R) :- once((repeat, repeat, next(N), N > 70)), R = N.
t11(R) :- loop(3, L), R = L.

% Ten rounds of a failure-driven loop on repeat, each ending by a cut.
count_to(K, R) :- retract(counter(_)), assertz(counter(0)),
    repeat, next(N), N >= K, !, R = N.

% A loop that calls a predicate built on repeat K times.
loop(0, []) :- !.
loop(K, [N|Ns]) :- t1(N), K1 is K - 1, loop(K1, Ns).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11]).

:- include('lib/run_tests.pl').
