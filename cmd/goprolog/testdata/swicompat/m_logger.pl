:- module(m_logger, [log/2, log_all/2]).
:- use_module(m_cfg).
:- use_module(library(debug)).
:- meta_predicate log_all(+, ^).
log(Level, Msg) :- setting(level, L), ( Level >= L -> format("[~w] ~w~n", [Level, Msg]) ; true ).
log_all(Level, Goal) :- forall(bagof(X, Goal, Xs), log(Level, Xs)).
