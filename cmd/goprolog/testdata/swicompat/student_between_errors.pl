% args: -q -g main -t halt {}
t(G) :- ( catch(G, E, (print_message(error, E), fail)) -> print(G) ; write(failed) ), nl.
main :-
    t(between(1, a, _)), t(between(_, 3, _)), t(between(1.0, 3, _)),
    t(between(1, 3, a)), t(between(1, infinite, _)), t(between(3, inf, 3)),
    t(succ(a, _)), t(succ(_, _)), t(succ(-1, _)), t(succ(_, -1)),
    t(plus(_, _, 3)), t(length(_, -1)), t(length(a, _)), t(length([a|b], _)),
    t(length(L, 2)), print(L), nl, t(length([a|T], 3)), print(T), nl.
