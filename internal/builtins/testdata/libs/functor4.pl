% functor/4 (SWI-Prolog 9): functor/3 with the term's type, atom,
% compound, atomic or callable; and term_hash/4, which hashes a term
% down to a depth. term_hash/4's values are swipl's own, so only what
% they promise is printed.
t(G) :- catch((G -> true ; writeln(failed)), error(E, _), (print(E), nl)).
f(T, N, A, X) :- t((functor(T, N, A, X), print(T-N-A-X), nl)).

main :-
    f(_, foo, 0, atom), f(_, foo, 0, callable), f(_, foo, 0, atomic),
    f(_, foo, 2, atom), f(_, foo, 2, atomic), f(_, foo, 2, callable),
    f(_, 1, 0, atomic), f(_, 1, 0, atom), f(_, 1, 0, _), f(_, foo, 2, _),
    f(_, foo, 0, _), f(foo(a), _, _, _), f(foo, _, _, _), f(1.5, _, _, _),
    f("s", _, _, _), f([a], _, _, _), f(_, _, _, _), f(_, foo, 2, bad),
    f(_, foo, 2, 1), f(_, "s", 0, _), f(_, foo(a), 0, _),
    f(foo(a), foo, 1, compound), f(foo(a), foo, 1, atom), f(_, foo, -1, _),
    f(_, [], 0, _), f(_, '[|]', 2, _), f(_, 1, 1, _), f(_, foo, x, _),
    f(_, foo, _, _), f(_, _, 2, _), f(_, 1, 0, compound),
    f(foo, _, _, callable), f(foo(a), _, _, callable), f(1, _, _, callable),
    f(foo(a), _, _, atomic), f(foo(a), _, _, bad), f(foo(a), _, _, 1),
    f(foo, _, _, atomic), f(foo, _, _, compound), f(_, foo, 0, bad),
    f(_, foo, 0, 1), f(_, 1.5, 0, atom), f(_, [], 0, atom),
    f(_, foo, 3, compound), f(f(a), g, 1, _), f(_, 1, 0, callable),
    f(_, 1, 0, bad), f(_, foo, 1.0, _), f(_, foo(a), 1, atom),
    f(_, foo(a), 1, _),
    t((term_hash(foo(_, b), 1, 100, H1), integer(H1), H1 >= 0, H1 < 100, writeln(depth1_ground))),
    t((term_hash(foo(_, b), 2, 100, H2), var(H2), writeln(depth2_var))),
    t((term_hash(f(a), 0, 10, H3), term_hash(g(b, c), 0, 10, H4), H3 == H4, writeln(depth0_same))),
    t((term_hash(f(a, b), 1, 1000, H5), term_hash(f(c, d), 1, 1000, H6), H5 == H6, writeln(depth1_same))),
    t((term_hash(f(a, g(b)), -1, 1000000, H7), term_hash(f(a, g(b)), 5, 1000000, H8), H7 == H8, writeln(deep_same))),
    t((term_hash(a, 1, 1, H9), writeln(H9))),
    t((term_hash(_, 1, 100, H10), var(H10), writeln(var_term))),
    t(term_hash(a, 1, 10, b)),
    t(term_hash(a, x, y, _)), t(term_hash(a, 1, y, _)), t(term_hash(_, x, 10, _)),
    t(term_hash(a, _, x, _)), t(term_hash(a, 1, _, _)), t(term_hash(f(_), 1, 0, _)),
    t(term_hash(a, 3, -2, _)), t(term_hash(a, 1, 2147483648, _)),
    t(term_hash(a, 9223372036854775808, 10, _)),
    t(term_hash(a, 1, 100000000000000000000, _)).
