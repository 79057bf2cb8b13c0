% A term-rewriting simplifier of arithmetic expressions, as in the
% textbooks: expressions over x, y, z and integers with +, -, * and
% ^ (by a natural number) are rewritten bottom-up to a fixpoint by
% rules for units and zeros, constant folding, collecting like terms,
% distributing * over + and expanding powers, then compared by the
% standard order. Random expressions come from a linear congruential
% generator; the answer counts the rewrite steps and the size of the
% results.

rand(S0, S, X) :-
    S is (S0 * 1103515245 + 12345) mod 2147483648,
    X is S // 65536.

% expr(+Depth, -E, +S0, -S): a random expression.
expr(0, E, S0, S) :- !,
    rand(S0, S, R),
    K is R mod 6,
    leaf(K, R, E).
expr(D, E, S0, S) :-
    rand(S0, S1, R),
    K is R mod 7,
    D1 is D - 1,
    (   K < 2 -> expr(D1, A, S1, S2), expr(D1, B, S2, S), E = A + B
    ;   K < 4 -> expr(D1, A, S1, S2), expr(D1, B, S2, S), E = A * B
    ;   K < 5 -> expr(D1, A, S1, S2), expr(D1, B, S2, S), E = A - B
    ;   K < 6 -> expr(D1, A, S1, S), P is R mod 2 + 1, E = A ^ P
    ;   expr(0, E, S1, S)
    ).

leaf(0, _, x).
leaf(1, _, y).
leaf(2, _, z).
leaf(3, R, N) :- N is R mod 5.
leaf(4, _, 1).
leaf(5, _, 0).

% simp(+E, -F, +C0, -C): F is E in normal form, C counts the rewrites.
simp(E, E, C, C) :- atomic(E), !.
simp(E, F, C0, C) :-
    E =.. [Op, A, B],
    simp(A, A1, C0, C1),
    simp(B, B1, C1, C2),
    E1 =.. [Op, A1, B1],
    (   rule(E1, E2)
    ->  C3 is C2 + 1,
        simp(E2, F, C3, C)
    ;   F = E1, C = C2
    ).

rule(A + 0, A).
rule(0 + A, A).
rule(A - 0, A).
rule(A - A, 0).
rule(_ * 0, 0).
rule(0 * _, 0).
rule(A * 1, A).
rule(1 * A, A).
rule(_ ^ 0, 1).
rule(A ^ 1, A).
rule(A + B, C) :- integer(A), integer(B), C is A + B.
rule(A - B, C) :- integer(A), integer(B), C is A - B.
rule(A * B, C) :- integer(A), integer(B), C is A * B.
rule(A ^ N, C) :- integer(A), integer(N), C is A ^ N.
rule(A ^ N, A * B) :- integer(N), N > 1, N1 is N - 1, B = A ^ N1.
rule(A * (B + C), A * B + A * C).
rule((A + B) * C, A * C + B * C).
rule(A * (B - C), A * B - A * C).
rule((A - B) * C, A * C - B * C).
rule(A - (B + C), A - B - C).
rule(A - (B - C), A - B + C).
rule(A + (B + C), A + B + C).
rule(A * (B * C), A * B * C).
rule(A + A, 2 * A).
rule(N * A + A, M * A) :- integer(N), M is N + 1.
rule(N * A + K * A, M * A) :- integer(N), integer(K), M is N + K.
rule(A * N, N * A) :- integer(N), \+ integer(A).
rule(A * B, B * A) :- atom(A), atom(B), A @> B.

size(E, 1) :- atomic(E), !.
size(E, N) :-
    E =.. [_, A, B],
    size(A, NA),
    size(B, NB),
    N is NA + NB + 1.

loop(0, _, C, C, Z, Z) :- !.
loop(K, S0, C0, C, Z0, Z) :-
    expr(5, E, S0, S1),
    simp(E, F, C0, C1),
    size(F, N),
    Z1 is Z0 + N,
    K1 is K - 1,
    loop(K1, S1, C1, C, Z1, Z).

bench_main :-
    loop(1000, 7, 0, C, 0, Z),
    format("~w ~w~n", [C, Z]).
