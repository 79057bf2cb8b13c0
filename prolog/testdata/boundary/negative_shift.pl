% A negative count shifts the other way. In a consulted clause the WAM
% core's arithmetic took x >> -1 to Go's shift and panicked (found by
% TestBoundaryDifferential).
a(X) :- X is -1152921504606846976 >> -1.
b(R) :- ( 5 >> -1 =:= 10 -> R = y ; R = n ).
c(X) :- X is 7 << -2.
main :-
	a(X), writeq(X), nl,
	b(R), writeq(R), nl,
	c(Y), writeq(Y), nl,
	Z is 5 >> -2, writeq(Z), nl.
