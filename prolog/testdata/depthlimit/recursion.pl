% Recursion that reaches the limit: calls of predicates with clauses,
% built-ins that count a level (arithmetic comparisons, is/2 into a
% bound variable, type tests of a fresh variable, output) and those that
% count none (=/2, tests of bound variables, Y is X+1 into a fresh Y).
:- include(driver).

len([], 0).
len([_|T], N) :- len(T, M), N is M+1.

len2([], N, N).
len2([_|T], N0, N) :- N1 is N0+1, len2(T, N1, N).

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).

nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).

count(N, N) :- !.
count(I, N) :- I < N, I1 is I+1, count(I1, N).

tests(X) :- X = f(Y), nonvar(X), atom(Y), Y == a, atomic(Y).
tests2(X) :- atom(X), X \== b, var(_), integer(3).
fresh(Y) :- ( atom(_) -> Y = a ; Y = none ), nonvar(f(_)).

sum([], S, S).
sum([X|Xs], S0, S) :- S1 is S0 + X*1, sum(Xs, S1, S).

fib(0, 0).
fib(1, 1).
fib(N, F) :- N > 1, A is N-1, B is N-2, fib(A, FA), fib(B, FB), F is FA+FB.

eq(X, Y) :- X =:= Y.
lt(X, Y) :- ( X < Y -> true ; fail ).
classify(X, C) :- ( integer(X) -> C = int ; atom(X) -> C = atom ; C = other ).
neg(X) :- \+ X = b.
either(X) :- ( X = a ; X = b ; len([x, y], X) ).

run :-
    limits(len([a, b, c], _), 1, 6),
    limits(len2([a, b, c], 0, _), 1, 6),
    limits(app([1, 2], [3], _), 1, 4),
    limits(nrev([1, 2, 3], _), 2, 9),
    limits(count(0, 3), 1, 7),
    limits(tests(_), 0, 2),
    limits(tests2(a), 0, 3),
    limits(fresh(_), 0, 3),
    limits(sum([1, 2, 3], 0, _), 1, 6),
    limits(fib(4, _), 2, 7),
    limits(eq(1, 1), 0, 3),
    limits(lt(1, 2), 0, 3),
    limits(classify(a, _), 0, 3),
    limits(classify(f(x), _), 0, 3),
    limits(neg(a), 0, 3),
    limits(either(_), 1, 4),
    t(len(_, 2), 4),
    t(len([a|_], 1), 3).
