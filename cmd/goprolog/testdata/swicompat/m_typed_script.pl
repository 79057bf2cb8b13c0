:- use_module(library(main)).
:- use_module(library(option)).
:- use_module(m_cli).
:- initialization(main, main).

opt_type(verbose, verbose, boolean).
opt_type(v, verbose, boolean).
opt_type(count, count, integer).
opt_type(n, count, integer).
opt_help(verbose, "Be verbose").

main(Argv) :-
    argv_options(Argv, Files, Opts),
    print(Opts), nl,
    run(Opts, Files),
    ( Files == [] -> halt(3) ; true ).
