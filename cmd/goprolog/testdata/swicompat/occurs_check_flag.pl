% args: -q -g main -t halt {}
% The flag occurs_check: true makes every unification fail where it
% would bind a variable to a term that holds it (heads, =/2, facts
% asserted, built-ins), error raises occurs_check(Var, Term), false
% makes a cyclic term.
:- dynamic fact/2, rule/2.
rule(X, g(X)) :- true.
p(X, f(X)).
q(f(X), X).
r(X, g(X, Y), Y).
s(f(g(X)), X).
l(X, [a|X]).
c(f(X), X) :- !, print(first), nl.
c(_, _) :- print(second), nl.
b(X) :- X = f(X).
b2(X, Y) :- X = Y.
fact(X, h(X)).
fact(X, X).
show(G) :- \+ \+ ( catch((G -> R = true ; R = false), E, R = caught(E)), numbervars(G-R, 0, _), print(G-R), nl ).
cases :-
    show(p(A, A)),
    show(q(B, B)),
    show(r(C, C, _)),
    show(r(_, D, D)),
    show(s(E, E)),
    show(s(f(F), F)),
    show(l(G, G)),
    show(c(H, H)),
    show(c(f(a), a)),
    show(b(_)),
    show(b2(I, f(I))),
    show(fact(K, K)),
    show(findall(L, fact(L, L), _)),
    show((M = f(N), N = g(M))),
    show(unify_with_occurs_check(O, f(O))),
    show(copy_term(f(P, Q), f(Q, P))),
    show(arg(1, f(R), g(R))),
    show(functor(_, f, 1)),
    show((length(T, 2), T = [a|U], U = [b])),
    show(rule(V1, V1)),
    show((assertz((added(X1, h(X1)) :- true)), added(V2, V2))),
    show(p(a, f(a))).
main :-
    forall(member(V, [true, error, false]),
           ( set_prolog_flag(occurs_check, V),
             current_prolog_flag(occurs_check, W),
             print(flag(W)), nl,
             ( V == false -> show(p(Z, Z)), show(b(_)) ; cases ) )),
    set_prolog_flag(occurs_check, error),
    catch(p(Y, Y), Err, (print_message(error, Err))),
    catch(b(_), Err2, (print_message(error, Err2))),
    set_prolog_flag(occurs_check, false),
    ( set_prolog_flag(occurs_check, true), q(Y2, Y2) -> print(q(Y2)) ; print(q_fails) ), nl,
    set_prolog_flag(occurs_check, false).
