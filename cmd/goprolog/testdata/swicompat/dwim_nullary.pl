% args: -q -g t -t halt {}
% An unknown Name/N offers Name/0 alone when there is one (swipl looks
% for Name as a goal first), a library's autoloadable one too; the other
% candidates come by arity, then by name.
foo.
foo(_, _).
fooo(1).
t(G) :- catch(G, E, (print_message(error, E))).
t :-
    t(foo(1)), t(fooo(1, 2)), t(nl(1, 2)), t(halt(1, 2)),
    t(main(1, 2, 3)), t(nb_setval(1)), t(last(1)).
