% A predicate whose built-in raises: swipl's backtrace shows its frame,
% which goprolog's top level does not give (see docs/swi-compat.md).
len(X, L) :- atom_length(X, L).
