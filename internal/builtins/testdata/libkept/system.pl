% Own definitions of system predicates that the library calls.
is_list(_) :- fail.
succ(X, X).
format(_, _, _) :- fail.
