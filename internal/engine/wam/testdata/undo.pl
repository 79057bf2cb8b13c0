% Programs of TestTrailUndo: push/1 records its argument in Go state
% that backtracking restores through the core's undo entries.

% loop(N) pushes N, N-1, ..., 1, making garbage as it goes, so that the
% collector runs while undo entries are on the trail.
loop(0) :- !.
loop(N) :- push(N), _ = f(N, N, N, N, N, N), N1 is N - 1, loop(N1).

% pick(X) leaves a choicepoint before its push.
pick(X) :- mem(X, [1, 2, 3]), push(X).

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).

% committed pushes under a choicepoint that a cut then removes: with no
% choicepoint left, nothing undoes the push.
committed :- ( push(0), ! ; true ).

% collected keeps the pushes of loop(40) under a choicepoint that a cut
% removes while more than the cut tidies lie above it, and then makes
% the collector run under a younger one, to which it fails back.
collected :- ( push(0), loop(40), push(41), ! ; true ), ( loop(150000), fail ; true ).

% alone pushes with no choicepoint anywhere.
alone :- push(7).
