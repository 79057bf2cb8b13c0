:- module(plain, [q/0]).
q.
