% A module that exports a predicate it does not define, and one it keeps.
:- module(m, [nodef/0, here/1, gone/1]).
here(1).
