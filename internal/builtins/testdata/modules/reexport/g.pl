% Reexports under other names.
:- module(g, [pg/1]).
:- reexport(a, [pa/1 as qa, pa2/1]).
:- reexport(b, except([pb/1 as pbb])).
pg(1).
