% args: -q -g main -t halt {}
% Single sided unification rules (SWI-Prolog 9 manual 5.6): subsumption
% head matching, guards, commit, output unification after the commit,
% the error when no rule matches, and recursion.
:- mode(len(+, -)).

len([], N) => N = 0.
len([_|T], N) => len(T, M), N is M+1.

max(X, Y, Z), X >= Y => Z = X.
max(_, Y, Z) => Z = Y.

p(a) => true.
p(f(X)) => write(got), nl, X = 1.

o(X) => X = 1.

eq(X, X) => true.
eq(_, _) => fail.

bind(1).
k(X), bind(X) => true.
k(_) => true.

n(X), X = f(_) => true.
n(_) => fail.

twice(X), X = a, X = b => true.
twice(_) => fail.

rev(L, R) :- rev(L, [], R).
rev([], A, R) => R = A.
rev([H|T], A, R) => rev(T, [H|A], R).

fib(N, F), N < 2 => F = N.
fib(N, F) => A is N-1, B is N-2, fib(A, FA), fib(B, FB), F is FA+FB.

zero => write(zero), nl.

show(G) :-
    (   catch(G, E, (print_message(error, E), fail))
    ->  print(yes(G))
    ;   print(no(G))
    ),
    nl.

main :-
    show(len([a,b,c], _)),
    show(len(_, 3)),
    show(len(foo, _)),
    show(max(3, 5, _)),
    show(max(5, 3, _)),
    show(max(5, 3, 3)),
    show(p(a)),
    show(p(_)),
    show(p(b)),
    show(p(f(_))),
    show(p(f(2))),
    show(o(_)),
    show(o(2)),
    show(eq(_, _)),
    show(eq(a, a)),
    show(eq(f(Y), f(Y))),
    show(k(_)),
    show(n(_)),
    show(n(f(1))),
    show(twice(a)),
    numlist(1, 100000, L), len(L, N), print(N), nl,
    rev(L, [F|_]), print(F), nl,
    fib(20, Fib), print(Fib), nl,
    zero,
    catch(p(z), error(Formal, Context), true),
    print(Formal-Context), nl,
    forall(member(T, [(a => b), (p(X), X > 0 => q)]), (writeq(T), nl)),
    current_op(P, Type, =>), print(P-Type), nl.
