:- module(m_ctl, [run/1, t/0]).
% run/1 is no meta-predicate: its goal runs in m_ctl.
run(G) :- catch(G, error(E, _), (print(E), nl)).
t :- run((true, nosuch2)), run((fail ; nosuch3(1))), run(\+ nosuch4),
    run(findall(X, nosuch5(X), _)), G = (true, nosuch6), run(G),
    run(forall(true, nosuch7)), run(maplist(nosuch8, [1])), run((true, helper)).
helper :- writeln(helper_ran).
