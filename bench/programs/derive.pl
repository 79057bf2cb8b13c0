% Symbolic differentiation with simplification (after the "derive"
% benchmark of the Prolog literature, a different program from deriv.pl):
% expressions use explicit constructors plus/2, times/2, pow/2, sin/1,
% cos/1, exp/1 and ln/1 over the variable x and integers. Each step
% differentiates and simplifies, and the benchmark takes the first five
% derivatives of a few functions.

d(x, 1) :- !.
d(N, 0) :- integer(N), !.
d(plus(A, B), plus(DA, DB)) :- d(A, DA), d(B, DB).
d(times(A, B), plus(times(DA, B), times(A, DB))) :- d(A, DA), d(B, DB).
d(pow(A, N), times(times(N, pow(A, N1)), DA)) :- N1 is N-1, d(A, DA).
d(sin(A), times(cos(A), DA)) :- d(A, DA).
d(cos(A), times(times(-1, sin(A)), DA)) :- d(A, DA).
d(exp(A), times(exp(A), DA)) :- d(A, DA).
d(ln(A), times(pow(A, -1), DA)) :- d(A, DA).

% s(+E, -S): S is E bottom-up simplified.
s(plus(A, B), S) :- !, s(A, SA), s(B, SB), splus(SA, SB, S).
s(times(A, B), S) :- !, s(A, SA), s(B, SB), stimes(SA, SB, S).
s(pow(A, N), S) :- !, s(A, SA), spow(SA, N, S).
s(E, S) :- E =.. [F, A], !, s(A, SA), S =.. [F, SA].
s(E, E).

splus(0, B, B) :- !.
splus(A, 0, A) :- !.
splus(A, B, C) :- integer(A), integer(B), !, C is A+B.
splus(A, A, times(2, A)) :- !.
splus(A, B, plus(A, B)).

stimes(0, _, 0) :- !.
stimes(_, 0, 0) :- !.
stimes(1, B, B) :- !.
stimes(A, 1, A) :- !.
stimes(A, B, C) :- integer(A), integer(B), !, C is A*B.
stimes(A, times(B, C), times(D, C)) :- integer(A), integer(B), !, D is A*B.
stimes(A, B, times(B, A)) :- integer(B), !.
stimes(A, B, times(A, B)).

spow(_, 0, 1) :- !.
spow(A, 1, A) :- !.
spow(A, N, pow(A, N)).

nth_derivative(0, E, E) :- !.
nth_derivative(K, E, D) :- d(E, D0), s(D0, D1), K1 is K-1, nth_derivative(K1, D1, D).

fn(poly, plus(pow(x, 5), plus(times(3, pow(x, 3)), plus(times(7, x), 11)))).
fn(trig, times(sin(x), cos(x))).
fn(expo, exp(times(2, pow(x, 2)))).
fn(logs, times(x, ln(plus(x, 1)))).
fn(prod, times(plus(x, 1), times(plus(x, 2), plus(x, 3)))).

size(T, 1) :- atomic(T), !.
size(T, N) :- T =.. [_|As], sizes(As, 1, N).
sizes([], N, N).
sizes([A|As], N0, N) :- size(A, S), N1 is N0+S, sizes(As, N1, N).

run(R) :- findall(F-S, (fn(F, E), nth_derivative(5, E, D), size(D, S)), R).

loop(0, R, R) :- !.
loop(K, _, R) :- run(R1), K1 is K-1, loop(K1, R1, R).

bench_main :-
    loop(1000, [], R),
    fn(poly, P), nth_derivative(3, P, D3),
    format("~w ~w~n", [R, D3]).
