% Predicates whose built-in raises: the last call replaces the frame of
% len/2, len2/2's stays (see docs/swi-compat.md).
len(X, L) :- atom_length(X, L).
len2(X, L) :- atom_length(X, L), true.
