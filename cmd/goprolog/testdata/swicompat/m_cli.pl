:- module(m_cli, [run/2]).
run(Opts, Files) :-
    ( option(verbose(true), Opts) -> writeln(verbose_on) ; true ),
    option(count(N), Opts, 1),
    forall(between(1, N, I), format("~w: ~w~n", [I, Files])).
