% Logic synthesis with NAND gates, a smaller version of the nand
% benchmark of the van Roy suite (which synthesises circuits by a
% heuristic search): for a boolean function given by its truth table,
% find a circuit of fewest two-input NAND gates that computes it, by
% iterative deepening on the number of gates. Signals are truth tables
% held as integers (bit I is the value on input row I); a gate takes two
% signals already present and adds their NAND, which must be new. The
% functions are all sixteen of two inputs and some of three.

nand(A, B, Mask, C) :- C is \ (A /\ B) /\ Mask.

% circuit(+Signals, +Target, +Gates, +Mask, -Circuit): Target is among
% Signals, or is reached with at most Gates more gates.
circuit(Signals, Target, _, _, []) :-
    memberchk(Target, Signals), !.
circuit(Signals, Target, Gates, Mask, [g(A, B)|Cs]) :-
    Gates > 0,
    G1 is Gates - 1,
    pick(Signals, A, Rest),
    member(B, [A|Rest]),
    nand(A, B, Mask, C),
    \+ memberchk(C, Signals),
    circuit([C|Signals], Target, G1, Mask, Cs).

% pick(+L, -X, -After): X in L and the elements after it, so that each
% unordered pair of signals is tried once.
pick([X|Xs], X, Xs).
pick([_|Xs], X, R) :- pick(Xs, X, R).

% minimal(+Inputs, +Target, +Max, +Mask, -N): fewest gates, or none.
minimal(Inputs, Target, Max, Mask, N) :-
    (   between(0, Max, G),
        circuit(Inputs, Target, G, Mask, C)
    ->  length(C, N)
    ;   N = none
    ).

two(N) :-
    findall(F-K, (between(0, 15, F), minimal([12, 10], F, 5, 15, K)), N).

three(Fs, N) :-
    findall(F-K, (member(F, Fs), minimal([240, 204, 170], F, 5, 255, K)), N).

sum_gates([], S, S).
sum_gates([_-K|Ps], S0, S) :-
    (   integer(K) -> S1 is S0 + K ; S1 is S0 + 100 ),
    sum_gates(Ps, S1, S).

bench_main :-
    two(T),
    % and3, or3, majority, parity of three, a multiplexer, a^(b+c)
    three([128, 254, 232, 150, 228, 168], R),
    sum_gates(T, 0, S1),
    sum_gates(R, S1, S),
    format("~w ~w ~w~n", [S, T, R]).
