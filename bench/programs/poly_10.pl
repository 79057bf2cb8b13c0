% Polynomial expansion (after the classic poly_10 benchmark): raise
% 1+x+y+z to the tenth power. A polynomial is a sorted list of
% Coefficient*m(Ex,Ey,Ez) monomials in decreasing monomial order, with
% no zero coefficients; multiplication is repeated term-by-polynomial
% products merged in order.

poly_add([], P, P) :- !.
poly_add(P, [], P) :- !.
poly_add([C1*M1|P1], [C2*M2|P2], S) :-
    compare(O, M1, M2),
    add_cmp(O, C1, M1, P1, C2, M2, P2, S).

add_cmp(>, C1, M1, P1, C2, M2, P2, [C1*M1|S]) :- poly_add(P1, [C2*M2|P2], S).
add_cmp(<, C1, M1, P1, C2, M2, P2, [C2*M2|S]) :- poly_add([C1*M1|P1], P2, S).
add_cmp(=, C1, M, P1, C2, _, P2, S) :-
    C is C1+C2,
    (   C =:= 0 -> poly_add(P1, P2, S)
    ;   S = [C*M|S1], poly_add(P1, P2, S1)
    ).

term_times(_, [], []).
term_times(C*m(A,B,D), [C1*m(A1,B1,D1)|P], [C2*m(A2,B2,D2)|Q]) :-
    C2 is C*C1, A2 is A+A1, B2 is B+B1, D2 is D+D1,
    term_times(C*m(A,B,D), P, Q).

poly_mul([], _, []).
poly_mul([T|P1], P2, P) :-
    term_times(T, P2, Q), poly_mul(P1, P2, R), poly_add(Q, R, P).

poly_exp(0, _, [1*m(0,0,0)]) :- !.
poly_exp(N, P, R) :-
    N1 is N-1, poly_exp(N1, P, R1), poly_mul(P, R1, R).

base([1*m(1,0,0), 1*m(0,1,0), 1*m(0,0,1), 1*m(0,0,0)]).

run(R) :- base(P), poly_exp(10, P, R).

loop(0, R, R) :- !.
loop(K, _, R) :- run(R1), K1 is K-1, loop(K1, R1, R).

sum_coeffs([], S, S).
sum_coeffs([C*_|P], S0, S) :- S1 is S0+C, sum_coeffs(P, S1, S).

max_coeff([], M, M).
max_coeff([C*_|P], M0, M) :- M1 is max(M0, C), max_coeff(P, M1, M).

bench_main :-
    loop(150, [], R),
    length(R, N), sum_coeffs(R, 0, S), max_coeff(R, 0, M),
    R = [First|_], last(R, Last),
    format("~w ~w ~w ~w ~w~n", [N, S, M, First, Last]).
