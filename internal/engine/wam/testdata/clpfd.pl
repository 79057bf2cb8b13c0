% Programs of TestClpfdOnCore: CLP(FD) posted and labeled on the core.
:- use_module(library(clpfd)).

queens(N, Qs) :-
    length(Qs, N),
    Qs ins 1..N,
    safe(Qs),
    labeling([ff], Qs).

safe([]).
safe([Q|Qs]) :- no_attack(Qs, Q, 1), safe(Qs).

no_attack([], _, _).
no_attack([Q|Qs], Q0, D) :-
    Q0 #\= Q,
    abs(Q0 - Q) #\= D,
    D1 is D + 1,
    no_attack(Qs, Q0, D1).

% sums/1 labels in the default order (step, up); bis/1, down/1 and
% enum/1 in the others.
sums(L) :- L = [A, B, C], L ins 0..3, A + B #= C, label(L).
bis(L) :- L = [A, B], L ins 1..4, A #< B, labeling([bisect], L).
down(L) :- L = [A, B], L ins 1..3, A #\= B, labeling([down], L).
enum(L) :- L = [A, B], L ins 1..3, A #> B, labeling([enum], L).

% opts/2 labels by each selection, with the variables still to label
% handed from node to node; frozen2/1 binds a labeled variable from a
% goal that a labeling's binding woke.
opts(O, L) :- L = [A, B, C], L ins 1..3, A #\= B, B #< C, C #\= A, labeling([O], L).
frozen2(L) :- L = [A, B, C], L ins 1..3, freeze(A, B = A), all_different([B, C]), label(L).

% wake/1: a unification binds a constrained variable, whose wake-up
% propagates to the other.
wake(X-Y) :- X in 1..3, Y #= X + 1, X = 2.

% frozen/1: a binding of the labeling wakes a goal of freeze/2.
frozen(L) :- L = [A, B], L ins 1..2, freeze(A, B #\= A), label(L).

% after/1: constraints posted after a choicepoint, undone on
% backtracking into it, and posted again.
after(X) :- member(K, [1, 2, 3]), X in 0..5, X #> K, X #< K + 2.

% committed/1: a cut commits to constraints posted under a choicepoint.
committed(L) :- L = [A, B], ( A in 1..2, ! ; A in 5..6 ), B #= A * 2, label(L).

% residual/1 leaves constraints behind, which the engine's solver
% cannot take on from the core: the call runs on the clauses.
residual(X) :- X #> 3, X #< 6.

% out/1 posts after an effect, which the engine cannot run again, and
% gives its constrained variable to outer/3, which the engine's solver
% runs (it meta-calls a goal known only at run time, with effects): the
% engine takes the store's variables over, on each of out/1's answers.
out(X) :- write(''), X #> 3, X #< 6.
outs(X) :- write(''), member(K, [1, 3]), X in 0..9, X #> K, X #< K + 3.
outer(G, R) :- out(X), call(G, X), write(''), R = X.
outers(G, D) :- outs(X), call(G, X), write(''), fd_dom(X, D).
labels(G, X) :- outs(X), call(G, X), write(''), label([X]).
