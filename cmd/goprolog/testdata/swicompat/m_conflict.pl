:- module(m_conflict, [helper/1, shared/1, util_max/3]).
helper(from_module).
shared(module_version).
util_max(X, Y, Z) :- ( X >= Y -> Z = X ; Z = Y ).
