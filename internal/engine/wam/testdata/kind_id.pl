% A dynamic table of (Kind, Id, Value) facts, a few kinds and many ids,
% looked up by kind and id: the index on the id selects a handful of
% facts, the one on the kind thousands.
:- dynamic rec/3.
fill(N) :- forall((between(1, 8, K), between(1, N, I)), (V is K * 100000 + I, assertz(rec(K, I, V)))).
look(0, _) :- !.
look(N, M) :- K is N mod 8 + 1, I is N mod M + 1, rec(K, I, _), N1 is N - 1, look(N1, M).
fresh :- retractall(rec(_, _, _)), fill(300).

one(V) :- fresh, rec(3, 17, V).
kinds(L) :- fresh, findall(K-V, rec(K, 17, V), L).
ids(C) :- fresh, aggregate_all(count, rec(5, _, _), C).
values(L) :- fresh, findall(K-I, rec(K, I, 500017), L).
missing(L) :- fresh, findall(V, rec(9, 17, V), L).
both(L) :- fresh, findall(V, (rec(2, I, V), I > 298), L).
after(L) :- fresh, retract(rec(3, 17, _)), findall(K-V, rec(K, 17, V), L).

% Updates by retract/1 and assertz/1, and retractall/1, by kind and id.
bump(0, _) :- !.
bump(N, M) :- K is N mod 8 + 1, I is N mod M + 1, retract(rec(K, I, V)), V1 is V + 1, assertz(rec(K, I, V1)), N1 is N - 1, bump(N1, M).
updated(S) :- fresh, bump(2000, 300), aggregate_all(sum(V), rec(_, _, V), S).
retracted(L-L2) :- fresh, findall(V, retract(rec(4, 17, V)), L), findall(K, rec(K, 17, _), L2).
retried(L) :- fresh, findall(K-V, (retract(rec(K, 17, V)), K > 5), L).
cleared(C) :- fresh, retractall(rec(2, 17, _)), retractall(rec(_, 18, _)), aggregate_all(count, rec(_, _, _), C).
