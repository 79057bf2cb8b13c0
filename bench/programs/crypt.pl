% Cryptarithmetic multiplication (after the classic "crypt" benchmark of
% the Prolog literature): find every product of a three-digit by a
% two-digit number whose digits, in the long-multiplication layout,
% follow a fixed pattern of odd (o) and even (e) places:
%
%         o e e          multiplicand
%           e e          multiplier
%       -------
%       e o e e          first partial product
%       e o e            second partial product
%       -------
%       o o e e          product

digit_kind(e, D) :- member(D, [0,2,4,6,8]).
digit_kind(o, D) :- member(D, [1,3,5,7,9]).

% digits(+Kinds, -Digits): Digits have the kinds of Kinds, the first nonzero.
digits([K|Ks], [D|Ds]) :- digit_kind(K, D), D > 0, rest_digits(Ks, Ds).
rest_digits([], []).
rest_digits([K|Ks], [D|Ds]) :- digit_kind(K, D), rest_digits(Ks, Ds).

value(Ds, V) :- value(Ds, 0, V).
value([], V, V).
value([D|Ds], V0, V) :- V1 is V0*10 + D, value(Ds, V1, V).

% to_digits(+N, -Digits): the decimal digits of N, most significant first.
to_digits(N, Ds) :- to_digits(N, [], Ds).
to_digits(N, Ds0, [N|Ds0]) :- N < 10, !.
to_digits(N, Ds0, Ds) :- D is N mod 10, N1 is N // 10, to_digits(N1, [D|Ds0], Ds).

% has_kinds(+N, +Kinds): N's decimal digits follow Kinds exactly.
has_kinds(N, Kinds) :- to_digits(N, Ds), kinds_match(Ds, Kinds).
kinds_match([], []).
kinds_match([D|Ds], [K|Ks]) :- kind_of(D, K), kinds_match(Ds, Ks).
kind_of(D, K) :- ( D mod 2 =:= 0 -> K = e ; K = o ).

solution(A, B, P) :-
    digits([o,e,e], AD), value(AD, A),
    digits([e,e], [B1, B2]), value([B1, B2], B),
    P1 is A*B2, has_kinds(P1, [e,o,e,e]),
    P2 is A*B1, has_kinds(P2, [e,o,e]),
    P is A*B, has_kinds(P, [o,o,e,e]).

run(Sols) :- findall(A*B=P, solution(A, B, P), Sols).

loop(0, S, S) :- !.
loop(K, _, S) :- run(S1), K1 is K-1, loop(K1, S1, S).

bench_main :-
    loop(150, [], Sols),
    length(Sols, N),
    format("~w ~w~n", [N, Sols]).
