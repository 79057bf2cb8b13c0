% args: -q -g main -t halt {}
% Geometry and physics exercises: trigonometry, exp, powers; the last
% digit printed is the C library's.
dist(X1-Y1, X2-Y2, D) :- D is sqrt((X2 - X1) ** 2 + (Y2 - Y1) ** 2).
polar(X-Y, R-T) :- R is sqrt(X * X + Y * Y), T is atan2(Y, X).
main :-
    forall(between(1, 12, I), ( A is I * pi / 7, S is sin(A), C is cos(A), T is tan(A / 3), format("~w ~w ~w~n", [S, C, T]) )),
    forall(between(1, 8, I), ( X is I / 3.0, E is exp(X), L is log(X), P is X ** 1.7, Q is 2.5 ** X, format("~w ~w ~w ~w~n", [E, L, P, Q]) )),
    forall(between(1, 8, I), ( X is I / 9.0, A is asin(X), B is acos(X), C is atan(X * 7), format("~w ~w ~w~n", [A, B, C]) )),
    forall(between(1, 6, I), ( X is I / 4.0, A is sinh(X), B is cosh(X), C is tanh(X), D is asinh(X), format("~w ~w ~w ~w~n", [A, B, C, D]) )),
    dist(1.5-2.25, 7.1-(-3.3), D), writeln(D),
    polar(3.7-(-1.2), P), print(P), nl,
    Rate is 0.05, Amount is 1000 * (1 + Rate / 12) ** (12 * 10), format("~2f ~w~n", [Amount, Amount]),
    G is 9.81, V is 20.0, Ang is 35 * pi / 180, Range is V ** 2 * sin(2 * Ang) / G, writeln(Range),
    Half is log(2) / 0.0231, writeln(Half), Decay is 100 * exp(-0.0231 * 15), writeln(Decay),
    L10 is log10(12345.678), writeln(L10).
