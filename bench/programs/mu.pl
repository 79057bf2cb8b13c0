% The MU puzzle (Hofstadter, "Goedel, Escher, Bach"), after the classic
% mu benchmark: derive a string from the axiom MI with the four rules of
% the MIU system, by iterative deepening on the derivation's length.
%   1. xI   -> xIU
%   2. Mx   -> Mxx
%   3. xIIIy -> xUy
%   4. xUUy  -> xy
% MU itself is not derivable; the benchmark proves theorems that are.

rule(1, S0, S) :- append(_, [i], S0), append(S0, [u], S).
rule(2, [m|X], [m|XX]) :- append(X, X, XX).
rule(3, [m|S0], [m|S]) :- replace3(S0, S).
rule(4, [m|S0], [m|S]) :- drop_uu(S0, S).

replace3([i,i,i|T], [u|T]).
replace3([H|T0], [H|T]) :- replace3(T0, T).

drop_uu([u,u|T], T).
drop_uu([H|T0], [H|T]) :- drop_uu(T0, T).

% derive(+From, +To, +Depth, -Steps): To follows from From in at most
% Depth rule applications; Steps lists the rules used.
derive(S, S, _, []).
derive(S0, S, D, [R|Rs]) :-
    D > 0, D1 is D-1,
    rule(R, S0, S1),
    length(S1, L), L =< 12,
    derive(S1, S, D1, Rs).

prove(Goal, Steps) :-
    between(1, 12, D),
    derive([m,i], Goal, D, Steps), !.

theorems([[m,u,i,i,u], [m,i,i,u,i,i,u], [m,u,u,i,i,u], [m,i,u,i,u,i,u,i,u], [m,u,i,u]]).

run(Proofs) :-
    theorems(Ts),
    findall(T-P, (member(T, Ts), prove(T, P)), Proofs).

loop(0, P, P) :- !.
loop(K, _, P) :- run(P1), K1 is K-1, loop(K1, P1, P).

bench_main :-
    loop(500, [], Proofs),
    format("~w~n", [Proofs]).
