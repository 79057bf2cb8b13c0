% A program adds clauses to a module's multifile predicate.
:- use_module(plugins).

plugins:plugin(extra, "the program's").
plugins:plugin(more, "another").

plugin(user_only, "not the module's").

main :-
    run_plugins(L), writeln(L),
    findall(N, plugin(N, _), U), writeln(U),
    assertz(plugins:plugin(late, "asserted")),
    run_plugins(L2), writeln(L2).
