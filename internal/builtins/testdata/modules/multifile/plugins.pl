:- module(plugins, [run_plugins/1]).
:- multifile plugin/2.
:- dynamic plugin/2.

plugin(builtin, "the module's own").

run_plugins(Names) :- findall(N, plugin(N, _), Names).
