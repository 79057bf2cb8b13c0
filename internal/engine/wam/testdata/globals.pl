% Compound values of global variables, for TestHeldGlobals: nb_setval/2
% on the core keeps a copy of its own that nb_getval/2 copies back and
% the engine reads when it asks; the answers are the engine's.
big(N, L) :- numlist(1, N, L).
roundtrip(R) :- big(200000, L), nb_setval(k, L), nb_getval(k, V), length(V, R).
fresh(R) :- nb_setval(k, f(_, Y, Y)), nb_getval(k, f(A, B, C)), nb_getval(k, f(D, _, _)),
	( B == C, A \== B, A \== D -> R = ok ; R = bad ).
bound(R) :- nb_setval(k, f(_)), nb_getval(k, f(A)), A = 1, nb_getval(k, V), R = V.
undone(R) :- nb_setval(k, f(_)), ( nb_getval(k, f(A)), A = 1, fail ; nb_getval(k, R) ).
after_fail(R) :- ( member(X, [a, b]), nb_setval(k, g(X, [X])), fail ; nb_getval(k, R) ).
boxes(R) :- nb_setval(k, h(1.5, "str", 123456789012345678901234567890, [2.5])), nb_getval(k, R).
atoms(R) :- numlist(1, 3000, Ns), maplist([N, A]>>atom_concat(x_, N, A), Ns, As),
	nb_setval(k, As), garbage(20), nb_getval(k, V), last(V, R).
garbage(0) :- !.
garbage(N) :- numlist(1, 2000, Ns), maplist([X, Y]>>atom_concat(tmp_, X, Y), Ns, _),
	N1 is N-1, garbage(N1).
current(R) :- nb_setval(k, p([q])), nb_current(k, R).
listed(R) :- nb_setval(zz_key, p([q])), findall(K-V, (nb_current(K, V), K == zz_key), R).
deleted(R) :- nb_setval(k, p(1)), nb_delete(k), ( nb_current(k, _) -> R = still ; R = gone ).
over(R) :- nb_setval(k, p(1)), nb_setval(k, [a]), nb_getval(k, R).
bover(R) :- nb_setval(k, p(1)), ( b_setval(k, q(2)), nb_getval(k, V), fail ; true ), nb_getval(k, W), R = V-W.
frozen(R) :- freeze(X, true), nb_setval(k, f(X)), nb_getval(k, V), copy_term(V, _, G), R = G.
cyclic(R) :- X = f(X), nb_setval(k, X), nb_getval(k, V), V = f(W), ( W == V -> R = ok ; R = bad ).
unknown(R) :- catch(nb_getval(no_such_key, _), error(E, _), R = E).
