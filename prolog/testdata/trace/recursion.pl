% Recursion: deterministic (nrev/2 and its append), not tail-recursive
% with arithmetic after the call (len/2), last calls with a cut (count/2)
% and a long last-call loop (loop/1).
%
% run: trace, nrev([1,2,3], R), write(R), nl
% run: trace, len([a,b,c], N), write(N), nl
% run: trace, count(0, 3)
% run: trace, loop(5)
% run: trace, nrev([1,2,3,4], R) => c c s c c s
% run: leash(-all), trace, fib(4, F), write(F), nl

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).

nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).

len([], 0).
len([_|T], N) :- len(T, M), N is M+1.

count(N, N) :- !.
count(I, N) :- I1 is I+1, count(I1, N).

loop(0).
loop(N) :- N > 0, N1 is N-1, loop(N1).

fib(0, 0).
fib(1, 1).
fib(N, F) :- N > 1, A is N-1, B is N-2, fib(A, FA), fib(B, FB), F is FA+FB.
