% The standard order on the core. Of cyclic terms: compare/3, the @<
% family, msort/2, sort/2,4 and keysort/2 decide them on the heap as
% SWI-Prolog 9 does (compounds met are linked as equal before their
% arguments are compared), without handing them to the engine.

c(1, R) :- X = f(X), Y = f(Y), compare(R, X, Y).
c(2, R) :- X = f(X, a), Y = f(Y, b), compare(R, X, Y).
c(3, R) :- X = [1, 2|X], Y = [1, 2, 1, 2, 3|Y], compare(R, X, Y).
c(4, R) :- X = f(Y, 1), Y = f(X, 2), compare(R, X, Y).
c(5, R) :- X = f(X), ( X @< f(f(g)) -> R = less ; R = not_less ).
c(6, R) :- A = g(A, 1), B = g(B, 2), sort([B, A, B], L), length(L, R).
c(7, R) :- X = f(X), msort([X, a, f(b), 1], L), L = [E1, E2|_], R = E1-E2.
c(8, R) :- X = [a|X], Y = [a, a|Y], compare(R, X, Y).
c(9, R) :- X = s(X, 0), keysort([X-1, a-2, X-3], L), pairs_values(L, R).
c(10, R) :- X = h(X, Y), Y = h(Y, X), compare(R, X, Y).
c(11, R) :- X = f(X), Y = f(f(Y)), ( X == Y -> R = identical ; R = different ).
c(12, R) :- X = t(X, 1), sort(0, @>=, [X, t(a, 2), X], L), length(L, R).
% Variables are ordered by age, and a body term's are made in the order
% of the text, those inside its inner compounds too.
c(13, R) :- sort(0, @<, [X, Y, X, 1, 1.0, f(Y), 2.0, -3], L), L = [A, B|_], ( A == X, B == Y -> R = text_order ; R = L ).
c(14, R) :- msort([g(P, h(Q)), P, Q], L), L = [A, B|_], ( A == P, B == Q -> R = text_order ; R = L ).

run :-
    forall(between(1, 14, N),
           ( catch(c(N, R), E, R = error(E)) -> format("~w: ~q~n", [N, R]) ; format("~w: failed~n", [N]) )).
