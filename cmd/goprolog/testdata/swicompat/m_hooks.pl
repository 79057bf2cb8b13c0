:- module(m_hooks, [run_hooks/1, register/1]).
:- dynamic hook/1.
:- multifile user:on_event/1.
:- meta_predicate register(0), run_hooks(+).
register(G) :- assertz(hook(G)).
run_hooks(Ev) :- forall(hook(G), call(G)), forall(catch(user:on_event(Ev), _, fail), true).
