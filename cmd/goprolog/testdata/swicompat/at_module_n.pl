% Loaded by at_module.pl.
:- module(at_module_n, []).
p(n_p).
q(n_q).
