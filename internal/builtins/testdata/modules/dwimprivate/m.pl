% A module with an exported predicate and private ones of arities 0 and 1.
:- module(m, [pub/0]).
pub.
priv.
priv1(_).
helper(_).
