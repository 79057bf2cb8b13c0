% args: -q -g go -t halt {}
goal_expansion(twice(G), (G, G)).
goal_expansion(say(X), format('~w~n', [X])).
goal_expansion(loop(X), loop(X)).
term_expansion(double(X), [X, X]).
term_expansion(skip(_), []).
term_expansion((:- my_directive(X)), (:- writeln(directive(X)))).
:- my_directive(hello).
double(fact(1)).
skip(fact(2)).
p :- twice(say(hi)).
q(L) :- findall(X, (member(X, [1, 2]), say(X)), L).
r :- ( say(a) -> say(b) ; say(c) ).
s :- \+ say(n), true.
g(G) :- catch((G -> true ; writeln(failed)), E, (print_message(error, E))).
go :-
    g(p), g(q(_)), g(r), g((s ; writeln(s_failed))),
    findall(X, fact(X), Fs), writeq(Fs), nl,
    g((expand_goal(twice(twice(x)), E1), writeq(E1), nl)),
    g((expand_goal(loop(1), E2), writeq(E2), nl)),
    g((expand_goal((a :- b), E3), writeq(E3), nl)),
    g((expand_term(double(y), E4), writeq(E4), nl)),
    g((expand_term(skip(y), E5), writeq(E5), nl)),
    g((expand_term((:- my_directive(z)), E6), writeq(E6), nl)),
    g((expand_goal(catch(say(1), _, say(2)), E7), writeq(E7), nl)),
    g((expand_goal(setup_call_cleanup(say(1), say(2), say(3)), E8), writeq(E8), nl)).
