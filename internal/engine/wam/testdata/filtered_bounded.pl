% Calls whose filtering argument holds a new value at each call: a
% counter in the argument that the signature filter reads (loop/2), and
% a new integer one level inside the first argument (deep/2).
loop(_, 0) :- !.
loop(X, N) :- N1 is N-1, loop(X, N1).

deep([a|_], a).
deep([b|_], b).
deep([_|_], c).

deeps(0) :- !.
deeps(N) :- deep([N], _), N1 is N-1, deeps(N1).
