% args: -q -g main -t halt {}
% The context of the existence error of an unknown procedure that a
% library meta-predicate or a control construct meta-calls: the frame
% swipl names ('$apply':forall/2, '$bags':findall_loop/4, ...).
t(G) :- catch(G, error(E, C), (print(E-C), nl)).
main :-
    t(forall(nothere, true)),
    t(forall(true, nothere)),
    t(findall(x, nothere, _)),
    t(\+ nothere),
    t((nothere2 ; true)),
    t(once(nothere)),
    t(ignore(nothere)),
    t(call(nothere, 1)).
