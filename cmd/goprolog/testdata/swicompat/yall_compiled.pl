% args: -q -g main -t halt {}
% With library(yall) loaded, a lambda that is the closure of a
% meta-predicate the clause sees (library(apply) imported, call/N) is
% compiled: its variables but the free ones ({N}/...) and its parameters
% are its own, so a variable bound before the call is unbound inside.
:- use_module(library(yall)).
:- use_module(library(apply)).
:- use_module(library(lists)).
t(G) :- catch(G, E, (print_message(error, E))).
t1 :- N = 10, maplist([X,Y]>>(Y is X+N), [1,2], L), writeln(L).
t2 :- N = 10, G = ([X,Y]>>(Y is X+N)), maplist(G, [1,2], L), writeln(L).
t3 :- N = 5, foldl([X,A0,A]>>(A is A0+X*N), [1,2], 0, S), writeln(S).
t4 :- N = 3, maplist({N}/[X,Y]>>(Y is X*N), [1,2], L), writeln(L).
t5 :- maplist([X]>>maplist([Y]>>(writeln(X-Y)), [1]), [a]).
t6 :- maplist([X]>>(Z = X), [1,2]), writeln(Z).
t7 :- N = 2, findall(Y, (member(X, [1,2]), call([A,B]>>(B is A*N), X, Y)), L), writeln(L).
t8 :- N = 2, maplist([X]>>writeln(X), [N]).
t9 :- N = 7, maplist({N}/[X]>>maplist([Y]>>writeln(N-X-Y), [1]), [a]).
t10 :- N = 1, include([X]>>(\+ X == N), [1,2], L), writeln(L).
t11 :- P = 3, max_member([A,B]>>(A @=< B), M, [P,1,4]), writeln(M).
t12 :- N = 4, maplist([X]>>(Y is X*N, writeln(Y)), [1]).
main :- t(t1), t(t2), t(t3), t(t4), t(t5), t(t6), t(t7), t(t8), t(t9), t(t10), t(t11), t(t12).
