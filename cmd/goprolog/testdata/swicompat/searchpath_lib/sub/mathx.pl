:- module(mathx, [fact/2, fib/2, gcd2/3, op(700, xfx, =~=), (=~=)/2]).
:- use_module('../strx').
fact(0, 1) :- !.
fact(N, F) :- N1 is N-1, fact(N1, F1), F is N*F1.
fib(N, F) :- fib(N, 0, 1, F).
fib(0, A, _, A) :- !.
fib(N, A, B, F) :- N1 is N-1, C is A+B, fib(N1, B, C, F).
gcd2(A, 0, A) :- !.
gcd2(A, B, G) :- C is A mod B, gcd2(B, C, G).
X =~= Y :- abs(X - Y) < 1.0e-9.
