% Attributed variables across collections of the core's heap: unbound
% ones and their attributes kept and moved, a bound one whose binding a
% choicepoint may undo keeping the attributes that the undoing restores,
% and wake-ups queued while the heap fills. garbage/1 leaves garbage
% below the variables and makes the collections run, so that they move.

garbage(0) :- !.
garbage(N) :- numlist(1, 100, L), sum_list(L, _), N1 is N - 1, garbage(N1).

gc_unbound(R) :-
    garbage(3000), freeze(X, R0 = woke(X)), garbage(3000), X = 1, R = R0.
gc_trailed(R) :-
    garbage(3000), freeze(X, t(1, 2, 3)), garbage(100),
    (   member(Y, [a, b]), X = Y, garbage(3000), fail
    ;   true
    ),
    frozen(X, G),
    ( G = freeze(V, user:T), V == X -> R = frozen(T) ; R = G ).
t(_, _, _).
gc_many(R) :-
    garbage(3000), length(L, 2000),
    foldl([V, S0, S]>>(freeze(V, true), S = S0), L, 0, _),
    garbage(3000),
    term_attvars(L, Vs), length(Vs, N0),
    numlist(1, 2000, L),
    term_attvars(L, Ws), length(Ws, N1),
    R = N0/N1.
gc_dif(R) :-
    garbage(3000), dif(X, Y), garbage(3000), X = f(A), Y = f(B), A = 1,
    ( B = 1 -> R = wrong ; garbage(3000), B = 2, R = ok(X, Y) ).
gc_attrs(R) :-
    garbage(3000), put_attr(X, a, 1), put_attr(X, b, f(Z)), put_attr(Z, c, X),
    garbage(3000),
    get_attr(X, b, f(W)), get_attr(W, c, X2),
    ( X2 == X -> S = same ; S = different ),
    get_attrs(X, As), attr_names(As, Ns), R = S-Ns.

attr_names([], []).
attr_names(att(N, _, As), [N|Ns]) :- attr_names(As, Ns).

tests([gc_unbound, gc_trailed, gc_many, gc_dif, gc_attrs]).

:- include('lib/run_tests.pl').
