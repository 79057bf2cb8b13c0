% normalize_space/2 in its output forms and errors, and library(yall)
% lambdas: Free/Lambda, {Free}/[Params]>>Body, and the errors yall
% raises for a bad free-variable term or parameter list.
:- style_check(-singleton).
:- ensure_loaded(driver).

% nbsp(A): A is "x", a no-break space, a space and "y", normalized.
nbsp(A) :-
    atom_codes(S, [0'x, 0xA0, 0' , 0'y]),
    normalize_space(atom(A), S).

g(normalize_space(atom(A), "  a   b  c ")).
g(normalize_space(string(A), 'x\ty\n z')).
g(normalize_space(codes(A), " a  b ")).
g(normalize_space(codes(A, T), "a  b")).
g(normalize_space(chars(A), "a\n\tb ")).
g(normalize_space(atom(A), 12.5)).
g(normalize_space(atom(A), "")).
g(normalize_space(atom(A), "   ")).
g(normalize_space(atom(a), " a ")).
g(normalize_space(atom(b), " a ")).
g(nbsp(A)).
g(normalize_space(foo(A), abc)).
g(normalize_space(A, abc)).
g(normalize_space(atom(A), X)).
g(normalize_space(atom(A), f(x))).
g(normalize_space(atom(A), [0'a, 0' , 0'b])).
g((N = 5, call(N/[X]>>(X is N+1), R))).
g(call(Free/[X]>>(X = Free), 1)).
g(call({Y}/[X]>>(X = Y), 1)).
g((F = {N}/[X,Y]>>(Y is X*N), N = 3, maplist(F, [1,2], L))).
g(call({X}/(=(X)), 1)).
g(call({}/[X]>>(Y = X), 1)).
g(setof(X, {X}/member(X-_, [b-1, a-2]), L)).
g(call({X}/member(X), [a,b])).
g(call([X, Y]>>true, 1)).
g(call(foo>>true)).
g(call(V>>true)).
g(call([X|T]>>true, 1)).
g((G = [X]>>(Y = X), call(G, 1), call(G, 2))).
g(maplist([X, Y]>>atom_length(X, Y), [ab, c], L)).
g(foldl([X, A0, A]>>(A is A0 + X), [1, 2, 3], 0, S)).
g(call(a/b)).
