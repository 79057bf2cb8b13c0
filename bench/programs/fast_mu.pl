% The MU puzzle with a smarter search, after the fast_mu benchmark of the
% van Roy suite: where mu tries derivations blindly by iterative
% deepening, this version first applies the invariant that settles MU
% (the number of Is is never a multiple of three, since rule 2 doubles it
% and rule 3 takes three away), and then searches breadth-first with
% the strings seen kept in an ordered set, so that each string of the
% bounded length is expanded once. The answer gives, for each string,
% its derivation length or the reason it has none, and the size of the
% search; then how many strings of at most 20 letters are derivable
% (the search run to exhaustion).
%   1. xI   -> xIU
%   2. Mx   -> Mxx
%   3. xIIIy -> xUy
%   4. xUUy  -> xy

rule(S0, S) :- append(_, [i], S0), append(S0, [u], S).
rule([m|X], [m|XX]) :- append(X, X, XX).
rule([m|S0], [m|S]) :- replace3(S0, S).
rule([m|S0], [m|S]) :- drop_uu(S0, S).

replace3([i,i,i|T], [u|T]).
replace3([H|T0], [H|T]) :- replace3(T0, T).

drop_uu([u,u|T], T).
drop_uu([H|T0], [H|T]) :- drop_uu(T0, T).

count_i([], N, N).
count_i([X|Xs], N0, N) :-
    ( X == i -> N1 is N0 + 1 ; N1 = N0 ),
    count_i(Xs, N1, N).

% bfs(+Frontier, +Seen, +Goal, +MaxLen, +Depth, -Result, +Explored0, -Explored)
bfs([], _, _, _, _, unreachable, E, E).
bfs(Frontier, Seen, Goal, MaxLen, D, Result, E0, E) :-
    Frontier \== [],
    (   memberchk(Goal, Frontier)
    ->  Result = D, E = E0
    ;   findall(S, (member(S0, Frontier), rule(S0, S),
                    length(S, L), L =< MaxLen), Next0),
        sort(Next0, Next1),
        ord_minus(Next1, Seen, Next),
        ord_merge(Seen, Next, Seen1),
        length(Frontier, F),
        E1 is E0 + F,
        D1 is D + 1,
        bfs(Next, Seen1, Goal, MaxLen, D1, Result, E1, E)
    ).

% Ordered sets, written out to run in every system.
ord_minus([], _, []).
ord_minus([X|Xs], Ys, Zs) :- ord_minus_(Ys, X, Xs, Zs).
ord_minus_([], X, Xs, [X|Xs]).
ord_minus_([Y|Ys], X, Xs, Zs) :-
    compare(O, X, Y),
    (   O = (<) -> Zs = [X|Zs1], ord_minus(Xs, [Y|Ys], Zs1)
    ;   O = (=) -> ord_minus(Xs, Ys, Zs)
    ;   ord_minus_(Ys, X, Xs, Zs)
    ).

ord_merge([], Ys, Ys) :- !.
ord_merge(Xs, [], Xs) :- !.
ord_merge([X|Xs], [Y|Ys], Zs) :-
    compare(O, X, Y),
    (   O = (<) -> Zs = [X|Zs1], ord_merge(Xs, [Y|Ys], Zs1)
    ;   O = (=) -> Zs = [X|Zs1], ord_merge(Xs, Ys, Zs1)
    ;   Zs = [Y|Zs1], ord_merge([X|Xs], Ys, Zs1)
    ).

solve(Goal, MaxLen, Goal-Answer) :-
    count_i(Goal, 0, I),
    (   I mod 3 =:= 0
    ->  Answer = impossible
    ;   bfs([[m,i]], [[m,i]], Goal, MaxLen, 0, R, 0, E),
        Answer = R/E
    ).

goals([[m,u], [m,u,i,i,u], [m,i,i,u,i,i,u], [m,u,u,i,i,u],
       [m,i,u,i,u,i,u,i,u], [m,u,i,u], [m,i,i,i,i,i,i,i,i,i], [m,u,u,u]]).

bench_main :-
    goals(Gs),
    findall(A, (member(G, Gs), solve(G, 12, A)), As),
    bfs([[m,i]], [[m,i]], none, 20, 0, unreachable, 0, Derivable),
    format("~w ~w~n", [Derivable, As]).
