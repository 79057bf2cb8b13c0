:- module(m_cfg, [setting/2, with_settings/2, op(700, xfx, :=)]).
:- use_module(library(option)).
:- dynamic current/2.
:- meta_predicate with_settings(+, 0).
setting(Name, Value) :- ( current(Name, V0) -> Value = V0 ; default(Name, Value) ).
default(verbose, false).
default(level, 1).
with_settings(Opts, Goal) :-
    forall(member(N := V, Opts), asserta(current(N, V))),
    call_cleanup(Goal, forall(member(N := V, Opts), retract(current(N, V)))).
