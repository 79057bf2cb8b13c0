% The Towers of Hanoi of issue 25: N1 is N-1 into a fresh variable is
% compiled in line by SWI-Prolog 9 (no inference) and was a call in 2001.

h(0, _, _, _, K, K) :- !.
h(N, A, B, C, K0, K) :-
    N1 is N-1,
    h(N1, A, C, B, K0, K1),
    K2 is K1+1,
    h(N1, C, B, A, K2, K).

hanoi(N) :-
    h(N, a, b, c, 0, K),
    write(K), nl.
