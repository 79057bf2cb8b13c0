% args: {}
:- use_module(m_cfgapp).
:- use_module(m_cfg, [op(700, xfx, :=)]).
:- initialization(main, main).
main :- run([level(2), name(test), extra(x)]), run([]), X = (a := b), writeq(X), nl,
    merge_options([a(1)], [a(2), b(3)], M), writeln(M),
    ( option(missing(_), [a(1)]) -> true ; writeln(no_missing) ),
    debug(foo), debug(foo, "debug msg ~w", [1]), nodebug(foo), debug(foo, "hidden", []).
