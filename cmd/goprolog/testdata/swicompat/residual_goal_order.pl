% args: -q {}
% stdin: freeze(X, writeln(a)), freeze(Y, writeln(b)).
% stdin: dif(X, a), dif(X, b).
% stdin: dif(X, c), dif(X, a), dif(X, b).
% stdin: dif(X, b), dif(X, c), dif(X, a), dif(X, d).
% stdin: freeze(X, true), dif(Y, 1).
% stdin: when(ground(X), writeln(a)), when(nonvar(X), writeln(b)).
% stdin: dif(X, a), freeze(X, true), dif(X, b).
% stdin: t(P, G).
% The delayed goals of an answer come in SWI-Prolog's order: by the
% answer's variables, and on one variable the first dif/2 first, then
% the others newest first; when/2 goals as they were called.
t(P, G) :- dif(P, 1), dif(P, 2), copy_term(P, _, G).
