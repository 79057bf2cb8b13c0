:- module(user2, [go2/0]).
:- use_module(m, [q/1]).
go2 :- q(X), writeln(user2_q(X)).
