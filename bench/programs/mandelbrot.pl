% The Mandelbrot set on a grid: for each point c of a 120 x 60 grid over
% [-2, 0.6] x [-1.2, 1.2], iterate z := z^2 + c in floating point until
% |z| > 2 or 500 iterations. The answer is the number of points that
% never escape and the sum of the iteration counts: float arithmetic in
% a tight tail-recursive loop, with integers for the counters.

iter(_, _, _, _, N, Max, N) :- N >= Max, !.
iter(X, Y, CX, CY, N, Max, K) :-
    X2 is X * X,
    Y2 is Y * Y,
    (   X2 + Y2 > 4.0
    ->  K = N
    ;   Y1 is 2.0 * X * Y + CY,
        X1 is X2 - Y2 + CX,
        N1 is N + 1,
        iter(X1, Y1, CX, CY, N1, Max, K)
    ).

row(I, W, _, _, _, In, In, S, S) :- I >= W, !.
row(I, W, CY, Max, Step, In0, In, S0, S) :-
    CX is -2.0 + I * Step,
    iter(0.0, 0.0, CX, CY, 0, Max, K),
    (   K =:= Max -> In1 is In0 + 1 ; In1 = In0 ),
    S1 is S0 + K,
    I1 is I + 1,
    row(I1, W, CY, Max, Step, In1, In, S1, S).

rows(J, H, _, _, _, In, In, S, S) :- J >= H, !.
rows(J, H, W, Max, Step, In0, In, S0, S) :-
    CY is -1.2 + J * (2.4 / H),
    row(0, W, CY, Max, Step, In0, In1, S0, S1),
    J1 is J + 1,
    rows(J1, H, W, Max, Step, In1, In, S1, S).

bench_main :-
    W = 120, H = 60, Max = 500,
    Step is 2.6 / W,
    rows(0, H, W, Max, Step, 0, In, 0, S),
    format("~w ~w~n", [In, S]).
