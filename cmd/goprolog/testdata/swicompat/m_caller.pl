:- module(mcaller, [go/0]).
:- use_module(m_meta).
bhelp(X) :- format("b helper ~w~n", [X]).
bdbl(X, Y) :- Y is X*2.
go :- twice(bhelp(1)), on_all(bhelp, [x,y]), my_maplist(bdbl, [1,2], L), writeln(L),
      with_ctx(foo, C), writeln(C), tally(bodd, [1,2,3], N), writeln(N),
      G = bhelp(dyn), twice(G), Cl = bhelp, on_all(Cl, [z]).
bodd(X) :- 1 is X mod 2.
