% Helpers for the hostile goals of hostile_test.go: each builds, at run
% time, a term or a number that a hostile program would hand to a
% built-in.

% shl_by(+Count, -X): X is 1 shifted left by Count, the count coming
% from a variable so that no compiler folds it.
shl_by(Count, X) :-
    X is 1 << Count.

% two distinct cyclic terms that are equal as rational trees.
cyclic_pair(X, Y) :-
    X = f(X),
    Y = f(f(Y)).

% long_text(+Type, -Text): an atom or a string of 10,000,000 characters,
% 10 MB, made in one format/3 call.
long_text(atom, A) :-
    format(atom(A), "~`xt~10000000|", []).
long_text(string, S) :-
    format(string(S), "~`yt~10000000|", []).

% seek_cyclic(N): element N of a cyclic list, in a predicate the core runs.
seek_cyclic(N) :- L = [a|L], nth0(N, L, _).

% cyclic_ground(N): ground/1 of a cyclic term N times, in a predicate the
% core runs.
cyclic_ground(N) :- X = f(X, a), \+ ( between(1, N, _), \+ ground(X) ).

% cyclic_errors(N): N type errors whose culprit is a cyclic list, each
% read out of the core into the engine's terms and back into the catcher.
cyclic_errors(N) :-
    X = [a|X],
    \+ ( between(1, N, _), \+ catch(msort(X, _), error(type_error(list, _), _), true) ).

% cyclic_compare(N): compare/3 and msort/2 of cyclic terms N times each,
% in a predicate the core runs.
cyclic_compare(N) :-
    X = f(X, a), Y = f(Y, b),
    \+ ( between(1, N, _), \+ compare(<, X, Y) ),
    \+ ( between(1, N, _), \+ msort([Y, X], [X, Y]) ).
