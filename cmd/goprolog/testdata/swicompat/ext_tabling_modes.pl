% args: {}
:- initialization(main, main).
:- table path(_,_,lattice(shortest/3)).
shortest(P1, P2, P) :- length(P1, L1), length(P2, L2), ( L1 =< L2 -> P = P1 ; P = P2 ).
edge(a,b). edge(b,c). edge(a,c). edge(c,d). edge(d,a).
path(X, Y, [X,Y]) :- edge(X, Y).
path(X, Y, P) :- path(X, Z, P0), edge(Z, Y), append(P0, [Y], P).

:- table cost(_, _, min).
w(a,b,4). w(a,c,1). w(c,b,1). w(b,d,1). w(c,d,5).
cost(X, Y, C) :- w(X, Y, C).
cost(X, Y, C) :- cost(X, Z, C0), w(Z, Y, C1), C is C0 + C1.

:- table maxlen(_, max).
maxlen(X, N) :- member(X-N, [a-1, a-5, a-3, b-2]).

:- table p/1, q/1.
p(X) :- q(X).
p(1).
q(X) :- p(X).
q(2).

:- table lr/2.
lr(X, Y) :- lr(X, Z), edge(Z, Y).
lr(X, Y) :- edge(X, Y).

main :-
    forall(member(T, [b, c, d]), (path(a, T, P), writeln(T-P))),
    forall(member(T, [b, c, d]), (cost(a, T, C), writeln(T-C))),
    findall(X-N, maxlen(X, N), L), sort(L, SL), writeln(SL),
    findall(X, p(X), Ps), sort(Ps, SPs), writeln(SPs),
    findall(Y, lr(a, Y), Ys), sort(Ys, SYs), writeln(SYs),
    abolish_all_tables, findall(Y, lr(b, Y), Y2), sort(Y2, SY2), writeln(SY2).
