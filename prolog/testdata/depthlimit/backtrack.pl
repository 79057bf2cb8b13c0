% Backtracking into the goal, a goal refused a call on one branch that
% succeeds on another, cuts, and a Result that does not unify, which
% leaves the rest of the goal to the limit outside.
:- include(driver).

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).

sel(X, [X|T], T).
sel(X, [H|T], [H|R]) :- sel(X, T, R).

perm([], []).
perm(L, [X|P]) :- sel(X, L, R), perm(R, P).

deep(0) :- !.
deep(N) :- N1 is N-1, deep(N1).

choose(shallow).
choose(X) :- deep(3), X = deep.
choose(late).

first(X, L) :- mem(X, L), !.

after(X) :- mem(X, [1, 2, 3]), X >= 2.

split(A, B) :- atom_concat(A, B, abc), atom_length(A, N), N > 0.
part(S) :- sub_atom(hello, _, 2, _, S), mem(S, [el, lo, xx]).

run :-
    limits(mem(_, [a, b, c, d]), 1, 5),
    limits(perm([1, 2, 3], _), 3, 6),
    limits(choose(_), 1, 6),
    limits(first(_, [a, b]), 1, 3),
    limits(first(c, [a, b, c]), 2, 5),
    limits(after(_), 1, 5),
    limits((mem(X, [1, 2, 3]), X > 1), 1, 4),
    limits((mem(X, [1, 2, 3]), !, X > 0), 1, 4),
    limits(once(perm([a, b], _)), 2, 5),
    limits(split(_, _), 1, 3),
    limits(part(_), 1, 5),
    forall(member(R, [1, 2, 3, 4, 5]),
           ( findall(X-R, call_with_depth_limit(mem(X, [p, q, r]), 4, R), L),
             print(result(R)-L), nl )),
    ( call_with_depth_limit(mem(Y, [a, b, c]), 5, 2), print(y(Y)), nl, fail ; true ),
    ( call_with_depth_limit(choose(Z), 3, R1), print(z(Z, R1)), nl, fail ; true ).
