% args: -q -g main -t halt {}
% @(Goal, Module): Goal's predicate is looked up where @/2 is called,
% and Module is the module its goals and closures run in; the errors of
% its arguments (formal terms).
:- use_module(at_module_m).
:- use_module(at_module_n).
p(user_p).
t(G) :- catch((G -> true ; writeln(failed)), error(E, _), (print(E), nl)).
main :-
    run(R), print(R), nl,
    mq(Q), print(Q), nl,
    local_at(L), print(L), nl,
    t((@(p(X), at_module_n), print(X), nl)),
    t((@(maplist(p, [Y]), at_module_n), print(Y), nl)),
    t((@(maplist(p, [Z]), user), print(Z), nl)),
    t((findall(W, @(call(p, W), at_module_n), Ws), print(Ws), nl)),
    t((@(at_module_n:p(V), at_module_m), print(V), nl)),
    t((M = at_module_n, @(forall(p(A), (print(A), nl)), M))),
    t((findall(B, @(findall(C, p(C), B), at_module_n), Bs), print(Bs), nl)),
    t(@(true, _)),
    t(@(_, user)),
    t(@(nosuch, at_module_n)),
    t((G = 1, @(G, at_module_n))).
