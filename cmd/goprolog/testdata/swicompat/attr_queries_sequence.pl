% args: -q {}
% stdin: 7 #= X + 4, true.
% stdin: X #> 3, true.
% stdin: X in 1..3, X #\= 2, true.
% stdin: freeze(A, true), true.
% stdin: dif(B, a), true.
% stdin: put_attr(C, my_attr, 1), get_attr(C, my_attr, V), true.
% stdin: X #> 3, X #< 6.
% stdin: puzzle(L), true.
% stdin: X #\= 2, X in 2..3, label([X]), true.
% Attributed variables in conjunctions typed one after another at the
% top level: each query runs on the core, which frees the atoms only its
% cells held when the query ends; the attribute names it keeps between
% queries (clpfd, a built-in's last attribute) must stay numbered.
:- use_module(library(clpfd)).
my_attr:attr_unify_hook(_, _).
puzzle([A, B]) :- [A, B] ins 0..3, A + B #= 5, A #> B, label([A, B]).
