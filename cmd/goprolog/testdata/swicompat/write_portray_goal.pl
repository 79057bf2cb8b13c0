% args: -q -g main -t halt {}
% write_term/2's portray_goal(G) calls G(Term, Options) on each subterm,
% Options the options given but priority and then the subterm's
% priority(P); the goal's error ends the writing, what was written kept.
pg(T, O) :- atom(T), format("<~w>", [T]), ( T == a -> print(O) ; true ).
pg2(X, _) :- integer(X), X > 5, write(big).
pg3(b, _) :- throw(oops).
pg3(a, _) :- write('<A>').
show(T, O) :- format("~q ~q~n", [T, O]), fail.
no(_, _) :- fail.
main :-
    write_term(f(a, b, [c]), [portray_goal(pg)]), nl,
    write_term(f(a, 'B'), [portray_goal(pg), quoted(true)]), nl,
    write_term([1,7,3,9], [portray_goal(pg2)]), nl,
    write_term(g(7), [portray_goal(pg2), portray(false)]), nl,
    write_term(f(X, 7), [portray_goal(pg2), variable_names(['X'=X])]), nl,
    format("~W~n", [f(8), [portray_goal(pg2)]]),
    write_term(a+b*c-(-d), [portray_goal(show)]), nl,
    write_term([x|y], [portray_goal(show), max_depth(3)]), nl,
    write_term({p}, [portray_goal(show), priority(5), quoted(true)]), nl,
    write_term(- 1, [portray_goal(show)]), nl,
    write_term('$VAR'(1), [portray_goal(no)]), nl,
    write_term(f('$VAR'(1), 'A'), [portray_goal(no), quoted(true)]), nl,
    write_term('$VAR'(1), [portray_goal(no), numbervars(false)]), nl,
    catch(write_term(x, [portray_goal(nosuch)]), E1, print_message(error, E1)), nl,
    catch(write_term(f(a, b, c), [portray_goal(pg3)]), E2, (nl, print(caught(E2)), nl)),
    catch(format("x~Wy", [g(a,b), [portray_goal(pg3)]]), E3, (nl, print(caught(E3)), nl)).
