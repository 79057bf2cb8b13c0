% args: {} --verbose sum 4
:- use_module(library(main)).
:- use_module(library(optparse), []).
:- initialization(main, main).

main(Argv) :-
    argv_options(Argv, Positional, Options),
    format("positional: ~q~n", [Positional]),
    format("options: ~q~n", [Options]),
    ( memberchk(verbose(true), Options) -> writeln(verbose_on) ; true ),
    ( Positional = [Cmd|Rest] -> run(Cmd, Rest) ; usage ).

run(sum, Args) :- !,
    maplist(atom_number, Args, Ns), sum_list(Ns, S), format("sum = ~w~n", [S]).
run(fail, _) :- !, fail.
run(error, _) :- !, atom_length(_, _).
run(exit, [C]) :- !, atom_number(C, N), halt(N).
run(Cmd, _) :- format(user_error, "unknown command: ~w~n", [Cmd]), halt(2).

usage :- writeln('usage: cli.pl CMD ARGS').
