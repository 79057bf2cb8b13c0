% Exports p/1, as a.pl does, and q/1, which it does not define.
:- module(b, [p/1, q/1]).
p(b).
