% A propositional theorem prover (after the classic "prover" benchmark):
% Wang's sequent algorithm. A sequent is two lists of formulas built from
% atoms with not/1, and/2, or/2, implies/2 and iff/2; it is valid if
% some atom is on both sides after every connective is decomposed; a
% branch closes as soon as an atom lands on the side opposite itself.

prove(F) :- sequent([], [], [], [F]).

% sequent(+LeftAtoms, +RightAtoms, +LeftFormulas, +RightFormulas)
sequent(LA, RA, [F|L], R) :- !, left(F, LA, RA, L, R).
sequent(LA, RA, [], [F|R]) :- !, right(F, LA, RA, R).
sequent(LA, RA, [], []) :- member(A, LA), memberchk(A, RA), !.

left(not(F), LA, RA, L, R) :- !, sequent(LA, RA, L, [F|R]).
left(and(F, G), LA, RA, L, R) :- !, sequent(LA, RA, [F, G|L], R).
left(or(F, G), LA, RA, L, R) :- !, sequent(LA, RA, [F|L], R), sequent(LA, RA, [G|L], R).
left(implies(F, G), LA, RA, L, R) :- !, sequent(LA, RA, L, [F|R]), sequent(LA, RA, [G|L], R).
left(iff(F, G), LA, RA, L, R) :- !, left(and(implies(F, G), implies(G, F)), LA, RA, L, R).
left(A, LA, RA, L, R) :- ( memberchk(A, RA) -> true ; sequent([A|LA], RA, L, R) ).

right(not(F), LA, RA, R) :- !, sequent(LA, RA, [F], R).
right(and(F, G), LA, RA, R) :- !, sequent(LA, RA, [], [F|R]), sequent(LA, RA, [], [G|R]).
right(or(F, G), LA, RA, R) :- !, sequent(LA, RA, [], [F, G|R]).
right(implies(F, G), LA, RA, R) :- !, sequent(LA, RA, [F], [G|R]).
right(iff(F, G), LA, RA, R) :- !, right(and(implies(F, G), implies(G, F)), LA, RA, R).
right(A, LA, RA, R) :- ( memberchk(A, LA) -> true ; sequent(LA, [A|RA], [], R) ).

% chain(N, F): p1 -> p2, ..., p(N-1) -> pN entails p1 -> pN.
chain(N, implies(Hs, implies(p(1), p(N)))) :-
    N1 is N-1, findall(implies(p(I), p(J)), (between(1, N1, I), J is I+1), L),
    conj(L, Hs).
conj([F], F) :- !.
conj([F|Fs], and(F, G)) :- conj(Fs, G).

% pigeon(N, F): N+1 pigeons do not fit in N holes.
pigeon(N, implies(All, Clash)) :-
    N1 is N+1,
    findall(D, (between(1, N1, P), findall(h(P, H), between(1, N, H), Hs), disj(Hs, D)), Ds),
    conj(Ds, All),
    findall(and(h(P, H), h(Q, H)),
            (between(1, N, H), between(1, N1, P), between(1, N1, Q), P < Q), Cs),
    disj(Cs, Clash).
disj([F], F) :- !.
disj([F|Fs], or(F, G)) :- disj(Fs, G).

problem(de_morgan, iff(not(and(a, b)), or(not(a), not(b)))).
problem(peirce, implies(implies(implies(a, b), a), a)).
problem(distrib, iff(and(a, or(b, c)), or(and(a, b), and(a, c)))).
problem(contra, iff(implies(a, b), implies(not(b), not(a)))).
problem(not_taut, implies(or(a, b), and(a, b))).
problem(chain, F) :- chain(12, F).
problem(broken_chain, implies(H, implies(p(1), p(12)))) :-
    chain(12, implies(H0, _)), H0 = and(A, and(_, B)), H = and(A, B).
problem(pigeon2, F) :- pigeon(2, F).
problem(pigeon3, F) :- pigeon(3, F).

run(R) :- findall(N-V, (problem(N, F), (prove(F) -> V = valid ; V = invalid)), R).

loop(0, R, R) :- !.
loop(K, _, R) :- run(R1), K1 is K-1, loop(K1, R1, R).

bench_main :-
    loop(15, [], R),
    format("~w~n", [R]).
