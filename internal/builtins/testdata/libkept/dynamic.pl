% A library predicate made dynamic, then asserted to.
:- dynamic select/3.
:- initialization(assertz(memberchk(_, _))).
