% compound_name_arity/3, compound_name_arguments/3, strip_module/3 and
% context_module/1 as SWI-Prolog 9 has them.
t(G) :- catch((G -> true ; writeln(failed)), error(E, _), (print(E), nl)).

main :-
    t((compound_name_arity(f(a, b), N, A), writeln(N/A))),
    t((compound_name_arity(X, f, 2), X = f(P, Q), P = 1, print(X-Q), nl)),
    t(compound_name_arity(a, _, _)),
    t(compound_name_arity(_, 1, 2)),
    t(compound_name_arity(_, _, 2)),
    t(compound_name_arity(_, f, -1)),
    t((compound_name_arguments(Y, g, [1, 2]), writeln(Y))),
    t((compound_name_arguments(h(1), N2, L2), writeln(N2-L2))),
    t(compound_name_arguments(_, g, foo)),
    t(compound_name_arguments(_, g, _)),
    t((strip_module(a:b:c(1), M1, P1), writeln(M1-P1))),
    t((strip_module(c(2), M2, P2), writeln(M2-P2))),
    t((context_module(M3), writeln(M3))).
