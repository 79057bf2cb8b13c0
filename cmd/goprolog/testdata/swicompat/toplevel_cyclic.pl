% args: -q
% stdin: X = f(X).
% stdin: X = f(Y), Y = g(X).
% stdin: X = [a|X].
% stdin: X = f(X, Y), Y = 1.
% stdin: X = f(Y), Y = f(Y).
% stdin: X = f(X), Y = g(X).
% stdin: A = [1,2|A], length(L, 2).
% stdin: X = f(X), Y = X.
% stdin: X = [1,2,3|X], Z = h(X, X).
% The top level writes a cyclic binding as swipl does: where the term
% comes back to itself or to an earlier cyclic binding, that binding's
% name.
