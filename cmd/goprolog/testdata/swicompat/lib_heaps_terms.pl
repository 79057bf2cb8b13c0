% args: -q -g main -t halt {}
:- use_module(m_dijkstra).
:- use_module(library(heaps)).
:- use_module(library(terms)).
:- use_module(library(dcg/high_order)).
:- use_module(library(dcg/basics)).

road(a, b, 7). road(a, c, 9). road(a, f, 14). road(b, c, 10). road(b, d, 15).
road(c, d, 11). road(c, f, 2). road(d, e, 6). road(e, f, 9).
link(X, Y, C) :- ( road(X, Y, C) ; road(Y, X, C) ).

t(G) :- ( catch(G, E, (print_message(error, E), fail)) -> numbervars(G, 0, _), print(G), nl ; writeln(failed) ).

main :-
    shortest(link, a, e, R), writeln(R),
    t((list_to_heap([3-c,1-a,2-b,1-z], H), heap_size(H, S), heap_to_list(H, L))),
    t((list_to_heap([5-x,2-y], H1), min_of_heap(H1, P, K), delete_from_heap(H1, 5, x, H2), heap_size(H2, N))),
    t((empty_heap(E), add_to_heap(E, k, v, H3), merge_heaps(H3, H3, H4), min_of_heap(H4, P1, K1, P2, K2))),
    t((is_heap(H3), \+ is_heap(foo))),
    t((term_size(f(a,g(b),[1,2]), TS), term_size(abc, TS2), term_size(1.5, TS3))),
    t(mapargs(succ, f(1,2,3), _)),
    t(mapsubterms([X,Y]>>(integer(X), Y is X*10), f(1,g(2,a),[3,b]), _)),
    t(foldsubterms([X2,S0,S1]>>(integer(X2), S1 is S0+X2), f(1,g(2,a),[3,b]), 0, _)),
    t((same_functor(f(a,b), T), functor(T, Nm, Ar))),
    t(phrase(sequence(integer, ",", Ns), `1,22,333`)),
    t(phrase(sequence("[", integer, ",", "]", Ns2), `[4,5]`)),
    t(phrase(sequence(digit, Ds), `12`, Rest)),
    t((phrase(optional(integer(I), {I = none}), `x`, R2))),
    t((phrase(foreach(member(X3, [a,b,c]), atom(X3), ", "), Cs), atom_codes(A, Cs))).
