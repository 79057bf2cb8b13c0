% Programs for the swi2001 inference model, one rule or two per predicate
% (see docs/inferences.md); rules.goals lists the goals run on them.

fact.
eq(X) :- X = a.
same(X, Y) :- X == Y.
types(X) :- var(X), nonvar(f), atom(a), integer(1).
arith(X) :- Y is X + 1, Y > 2, Y =< 10.
fresh(X, Y) :- Y is X.
cmp_fv(X, Y) :- X =\= Y.
cmp_const(X) :- X =\= 0.
unify_fv(X, Y) :- X = Y.
neq_fv(X, Y) :- X \== Y.
disj(X) :- ( X > 0 ; true ).
ite(X) :- ( X > 0 -> true ; true ).
ite_fv(X, Y) :- ( X < Y -> true ; true ).
neg(X) :- \+ X = a.
cut(X) :- member(X, [a, b, c]), !.
mem(X) :- member(X, [a, b, c]).
mem_all :- member(_, [a, b, c]), fail.
mem_all.
app(L) :- append(L, [x], _).
app_split(X) :- append(X, _, [a, b, c]), fail.
app_split(_).
del(L) :- delete(L, b, _).
len(L) :- length(L, _).
srt(L) :- sort(L, _).
fa(L) :- findall(X, member(X, [a, b, c]), L).
bo(L) :- bagof(X, member(X, [a, b, c]), L).
nrev([], []).
nrev([H|T], R) :- nrev(T, RT), append(RT, [H], R).
count(0) :- !.
count(N) :- N1 is N - 1, count(N1).
bo_none(L) :- bagof(X, fail, L).
pq(1, a). pq(2, b). pq(3, a).
bo_free(K, L) :- bagof(X, pq(X, K), L).
fa_none(L) :- findall(X, fail, L).
fa_mem_none(L) :- findall(X, member(X, []), L).
fa_test_none(L) :- findall(X, (member(X, [1, 2]), X == 3), L).
fa_fv(L) :- findall(K-T, (member(K, [1, 2]), member(T, [1, 2]), K == T), L).
fa_fv_none(L) :- findall(K-T, (member(K, [1, 2]), member(T, [3, 4]), K == T), L).
bo_mem_none :- ( bagof(K, member(K, []), _) -> true ; true ).
