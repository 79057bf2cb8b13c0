% args: -q -g main -t halt {}
% A lambda is compiled only where the meta-predicate is known when the
% clause loads: maplist/3 not imported (autoloaded at run time) copies
% the lambda as the call finds it, bound variables included; call/3 is
% the system's, so its lambda is compiled.
:- use_module(library(yall)).
t(G) :- catch(G, E, (print_message(error, E))).
t1 :- N = 10, maplist([X,Y]>>(Y is X+N), [1,2], L), writeln(L).
t2 :- N = 10, call([X,Y]>>(Y is X+N), 1, R), writeln(R).
t3 :- N = 10, forall(member(X, [1]), call([Y]>>(Z is Y+N, writeln(Z)), X)).
t4 :- N = 10, G = [X]>>(Y is X+N, writeln(Y)), call(G, 1).
main :- t(t1), t(t2), t(t3), t(t4).
