% oracle: golden
% top_sort/2,3, free_variables/4, sub_term_shared_variables/3 and
% term_factorized/3 on large terms, each under a time limit that a
% walk taking time quadratic in the size (as swipl's top_sort/2 and term_factorized/3 do)
% exceeds by far: swipl is not asked, and the expected output is written
% by hand (lib_gaps_large.out).
:- use_module(library(ugraphs)).
chain(N, G) :- numlist(1, N, L), maplist(chain_edge(N), L, G).
chain_edge(N, I, I-Ns) :- ( I < N -> J is I + 1, Ns = [J] ; Ns = [] ).
star(N, [0-L|G]) :- numlist(1, N, L), maplist(leaf, L, G).
leaf(I, I-[]).
timed(G) :- catch(call_with_time_limit(20, G), E, (print(E), nl, fail)).
main :-
    N = 100000,
    chain(N, G1),
    timed(top_sort(G1, S1)), length(S1, L1), last(S1, Z1), S1 = [A1|_],
    print(chain(L1, A1, Z1)), nl,
    star(N, G2),
    timed(top_sort(G2, [end], S2)), length(S2, L2), S2 = [A2, B2|_], last(S2, Z2),
    print(star(L2, A2, B2, Z2)), nl,
    length(Vs, N), T = f(Vs, g(Vs)),
    timed(free_variables(T, [], [], FV)), length(FV, LF),
    ( FV == Vs -> R = same ; R = different ),
    print(free_variables(LF, R)), nl,
    timed(sub_term_shared_variables(g(Vs), T, SV)), length(SV, LS),
    print(shared(LS)), nl,
    length(Gs, 20000), maplist(=(g(a)), Gs),
    timed(term_factorized(h(Gs, Gs), Sk, Subst)),
    (   Sk = h(V, V), Subst = [A = g(a), B = [X|Xs]], V == B, X == A, last(Xs, Z), Z == A
    ->  R2 = shared
    ;   R2 = other
    ),
    print(factorized(R2)), nl.
