% The zebra puzzle (five houses), solved by unification and member/2,
% repeated to make the run measurable.

right_of(R, L, [L,R|_]).
right_of(R, L, [_|T]) :- right_of(R, L, T).

next_to(X, Y, L) :- right_of(X, Y, L).
next_to(X, Y, L) :- right_of(Y, X, L).

houses([h(_,norwegian,_,_,_), _, h(_,_,_,milk,_), _, _]).

zebra(Owner, Drinker) :-
    houses(H),
    member(h(red,english,_,_,_), H),
    member(h(_,spanish,dog,_,_), H),
    member(h(green,_,_,coffee,_), H),
    member(h(_,ukrainian,_,tea,_), H),
    right_of(h(green,_,_,_,_), h(ivory,_,_,_,_), H),
    member(h(_,_,snails,_,oldgold), H),
    member(h(yellow,_,_,_,kools), H),
    next_to(h(_,_,_,_,chesterfield), h(_,_,fox,_,_), H),
    next_to(h(_,_,_,_,kools), h(_,_,horse,_,_), H),
    member(h(_,_,_,orange_juice,luckystrike), H),
    member(h(_,japanese,_,_,parliament), H),
    next_to(h(_,norwegian,_,_,_), h(blue,_,_,_,_), H),
    member(h(_,Owner,zebra,_,_), H),
    member(h(_,Drinker,_,water,_), H).

loop(0, R, R) :- !.
loop(K, _, R) :- findall(O-D, zebra(O, D), R1), K1 is K-1, loop(K1, R1, R).

bench_main :-
    loop(500, [], R),
    format("~w~n", [R]).
