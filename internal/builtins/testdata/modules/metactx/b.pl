:- module(b, [again/1, deep/1]).
:- meta_predicate again(0), deep(0).
again(G) :- context_module(M), writeln(again(M, G)), call(G).
deep(G) :- a:run(G).
helper(b_helper).
