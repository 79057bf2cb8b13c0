% args: -q {}
% stdin: len([a,b,c], N).
% stdin: max(2, 7, M).
% stdin: p(f(Y)).
% stdin: p(a).
% stdin: o(X).
% stdin: o(2).
% stdin: k(K).
% stdin: catch(p(_), E, true).
% stdin: numlist(1, 15, L), len(L, N).
% stdin: X = (a => b).
% Answers to queries of => rules at the top level.
len([], N) => N = 0.
len([_|T], N) => len(T, M), N is M+1.
max(X, Y, Z), X >= Y => Z = X.
max(_, Y, Z) => Z = Y.
p(a) => true.
p(f(X)) => X = 1.
o(X) => X = 1.
bind(1).
k(X), bind(X) => true.
k(_) => true.
