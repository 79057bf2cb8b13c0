% args: -q {}
% stdin: X #> Y, Y #> X, X #> 0.
% stdin: X #> Y, Y #> X, Y in 0..sup.
% stdin: X #> Y + 1, Y #> X, X #> 0.
% stdin: D #= abs(D + 2), D in 0..10.
% stdin: X #> Y, Y #> Z, Z #> X, X #>= 0.
% Propagators that push a bound towards infinity come to rest, as
% library(clpfd)'s terminating propagation makes them: a bound or the
% spread of an infinite domain that changes again since the variable
% was last reinforced wakes no propagator.
:- use_module(library(clpfd)).
