% args: {} a --x=1 -v --no-color --dry-run --name=bob 3.5 --pi=3.14 -- --after
% library(main): main/0 calls main/1 with argv; argv_options/3 untyped.
:- use_module(library(main)).
:- initialization(main, main).
main(Argv) :- format("argv: ~q~n", [Argv]), argv_options(Argv, Pos, Opts), format("~q ~q~n", [Pos, Opts]).
