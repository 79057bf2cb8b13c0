% Tables of rules on one functor whose first arguments the key one level
% inside tells apart (see TestDeepIndex).

lemma(if(if(A, B, C), D, E), if(A, if(B, D, E), if(C, D, E))).
lemma(if(t, A, _), A).
lemma(if(f, _, B), B).
lemma(if(X, Y, Y), Y) :- atom(X).
lemma(if(g(_), a, _), g).

match([star|Ps], Ds) :- tails(Ds, Rest), match(Ps, Rest).
match([any|Ps], [_|Ds]) :- match(Ps, Ds).
match([v(N)|Ps], [D|Ds]) :- atom(N), D \== N, match(Ps, Ds).
match([P|Ps], [D|Ds]) :- P \== star, P \== any, P == D, match(Ps, Ds).
match([], []).

tails(L, L).
tails([_|T], R) :- tails(T, R).
