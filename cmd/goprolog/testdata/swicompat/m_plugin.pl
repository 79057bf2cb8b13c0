:- module(mplugin, []).
:- use_module(m_hooks2).
:- multifile mhooks:hook/1.
mhooks:hook(X) :- format("plugin sees ~w~n", [X]).
