% args: -q -g t -t halt {}
term_expansion(a, b).
term_expansion(gen(N), L) :- findall(num(I), between(1, N, I), L).
term_expansion(drop_me, []).
goal_expansion(foo, bar).
goal_expansion(sq(X, Y), Y is X*X).
gen(3).
drop_me.
bar :- writeln(bar_called).
h :- foo.
k(Y) :- sq(3, Y).
m(L) :- findall(Y, sq(2, Y), L).
n :- \+ foo, writeln(x).
p(X) --> { sq(4, X) }.
:- foo.
t :-
    forall(member(G, [expand_term(a, X), expand_term((h :- foo), X), expand_goal(foo, X),
                      expand_goal((foo, sq(1, Z)), X), expand_goal(q, X), expand_term(V, X),
                      expand_goal(V, X), expand_term([a], X), expand_goal(findall(A, foo, B), X),
                      expand_goal(forall(foo, foo), X), expand_goal(setof(A, B^foo, Z), X)]),
           ( (G -> writeq(G) ; writeq(failed(G))), nl )),
    forall(member(P, [h, k(_), m(_), n]), ( clause(P, Body), writeq(P-Body), nl )),
    phrase(p(Sq), []), writeq(Sq), nl,
    findall(I, num(I), Is), writeq(Is), nl,
    ( catch(drop_me, error(E, _), (writeq(E), nl, fail)) -> true ; writeln(no_drop_me) ),
    ( catch(b, _, fail) -> writeln(b_defined) ; true ).
