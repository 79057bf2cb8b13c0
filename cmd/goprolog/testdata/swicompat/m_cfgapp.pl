:- module(m_cfgapp, [run/1]).
:- use_module(m_cfg).
:- use_module(m_logger).
:- use_module(library(option)).
item(a, 1). item(b, 2). item(c, 1).
run(Opts) :-
    option(level(L), Opts, 1),
    select_option(name(N), Opts, Rest, anonymous),
    format("name=~w rest=~w~n", [N, Rest]),
    with_settings([level := L], ( log(1, low), log(3, high), setting(level, X), writeln(level=X) )),
    setting(level, Y), writeln(after=Y),
    log_all(5, K^item(K, _)),
    log_all(5, item(_, V)),
    writeln(V).
