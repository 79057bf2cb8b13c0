% Own definitions of list predicates that the library calls.
append(X, Y, appended(X, Y)).
select(_, _, _) :- fail.
memberchk(_, _) :- fail.
