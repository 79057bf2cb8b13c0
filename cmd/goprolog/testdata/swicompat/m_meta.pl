:- module(mmeta, [twice/1, apply_n/3, my_maplist/3, with_ctx/2, on_all/2,
                 call_k/4, tally/3, safe/1, (===>)/2, op(700, xfx, ===>)]).
:- meta_predicate twice(0), apply_n(+, 1, +), my_maplist(2, ?, ?),
    with_ctx(:, -), on_all(1, +), call_k(3, ?, ?, ?), tally(1, +, -),
    safe(0), ===>(0, 0).

twice(G) :- call(G), call(G).
apply_n(0, _, _) :- !.
apply_n(N, G, X) :- call(G, X), N1 is N-1, apply_n(N1, G, X).
my_maplist(_, [], []).
my_maplist(G, [X|Xs], [Y|Ys]) :- call(G, X, Y), my_maplist(G, Xs, Ys).
with_ctx(M:G, M-G).
on_all(G, L) :- forall(member(X, L), call(G, X)).
call_k(G, A, B, C) :- call(G, A, B, C).
tally(G, L, N) :- include(G, L, In), length(In, N).
safe(G) :- catch(G, E, (print_message(warning, caught(E)), fail)).
(A ===> B) :- ( call(A) -> call(B) ; true ).

:- multifile prolog:message//1.
prolog:message(caught(error(E, _))) --> [ 'Caught: ~q'-[E] ].
