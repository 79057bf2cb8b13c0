% args: {}
% Mode-directed tabling with lattice(PI) answers: the join of the answers
% found for each variant of the index arguments (a path, a bit set, a max).
:- initialization(main, main).
:- table reach(_, lattice(or/3)).
or(A, B, C) :- C is A \/ B.
bit(a, 1). bit(a, 2). bit(a, 4). bit(b, 8).
reach(X, B) :- bit(X, B).
:- table conn(_,_,lattice(join/3)).
join(L1, L2, L) :- append(L1, L2, L0), sort(L0, L).
e(1,2). e(2,3). e(3,1). e(3,4).
conn(X, Y, [X-Y]) :- e(X, Y).
conn(X, Y, P) :- conn(X, Z, P0), e(Z, Y), join(P0, [Z-Y], P).
:- table best(_, lattice(maxl)).
maxl(A, B, C) :- C is max(A, B).
best(x, 3). best(x, 9). best(x, 4).
main :- reach(a, B), writeln(B), findall(Y-P, conn(1, Y, P), Cs), msort(Cs, SCs), forall(member(C, SCs), writeln(C)), best(x, V), writeln(V),
    findall(K-W, reach(K, W), L), writeln(L).
