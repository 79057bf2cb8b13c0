% Standard order compares an integer and a float as floats, the float
% first when they are equal: 1152921504606846975 (2^60-1) and
% 1.152921504606847e18 (2^60) are equal as floats.
:- set_prolog_flag(double_quotes, codes).
p(1152921504606846975, 1.152921504606847e18).
p(9223372036854775807, 9.223372036854776e18).
p(9223372036854775809, 9.223372036854776e18).
p(-1152921504606846975, -1.152921504606847e18).
p(9007199254740993, 9007199254740992.0).
p(1, 1.0).
main :-
	forall(p(A, B),
	       ( compare(O, A, B), msort([A, B], L), sort(0, @>=, [B, A], D),
	         writeq(O-L-D), nl )).
