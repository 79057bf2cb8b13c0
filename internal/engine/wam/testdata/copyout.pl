% Copies of large terms, for TestCopyOutLarge: copy_term/2 and findall/3
% on the core keep sharing, cycles and fresh variables as the engine's
% solver does, past the number of compounds copyOut remembers each of.
dag(0, x) :- !.
dag(N, f(T, T)) :- N1 is N-1, dag(N1, T).
cyc(R) :- X = f(X, Y, Y), copy_term(X, C), C = f(C1, A, B),
	( C1 == C, A == B, A \== Y -> R = ok ; R = bad ).
dagcopy(R) :- dag(60, T), copy_term(T, C), ( C == T -> R = ok ; R = bad ).
twice(R) :- length(L, 100000), append(L, L, LL), copy_term(LL, C),
	length(A, 100000), append(A, B, C), L = [W|_], A = [V|_],
	( A == B, V \== W -> R = ok ; R = bad ).
cyclong(R) :- length(L, 100000), X = [a|X], copy_term(g(L, X, L), g(A, B, C)),
	B = [a|B2], ( A == C, B2 == B -> R = ok ; R = bad ).
frozen(R) :- freeze(V, R = woke(V)), length(L, 50000), maplist(=(V), L),
	copy_term(L, C), last(C, Z), Z = 1.
pairs(R) :- length(L0, 100000), maplist([E, g(E, E)]>>true, L0, L),
	copy_term(L-L0, C-C0), last(C, g(P, Q)), last(C0, S), last(L0, O),
	( P == Q, Q == S, O \== S -> R = ok ; R = bad ).
bagcyc(R) :- findall(X, (length(L, 100000), X = [L|X]), [Y]),
	Y = [A|Y2], length(A, N), ( Y2 == Y -> R = N ; R = bad ).
bagdag(R) :- dag(40, T), findall(T, true, [C]), ( C == T -> R = ok ; R = bad ).
bagtwice(R) :- length(L, 50000), findall(L-L, member(_, [1, 2]), [A-B, C-_]),
	( A == B, A \== C -> R = ok ; R = bad ).
