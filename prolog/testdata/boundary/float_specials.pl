% SWI-Prolog's float checks: an infinite argument of a float function is
% float_overflow and a NaN undefined, also where an integer is needed;
% float/1 checks its argument; float_fractional_part/1 is C's modf;
% max/2 and min/2 take -0.0 as below 0.
:- set_prolog_flag(double_quotes, codes).
e(atan(1.0Inf)).
e(exp(-1.0Inf)).
e(sqrt(-1.0Inf)).
e(sin(1.5NaN)).
e(-1.0Inf ** -1).
e(0.5 ** 1.0Inf).
e(atan2(1, 1.0Inf)).
e(float(1.0Inf)).
e(float(1.5NaN)).
e(1.5NaN >> 1).
e(1 << 1.0Inf).
e(gcd(2, 1.0Inf)).
e(msb(1.5NaN)).
e(7 // 1.5NaN).
e(1.5 >> 1).
e(float_integer_part(-1.0Inf)).
e(float_integer_part(1.5NaN)).
e(float_fractional_part(-1.0Inf)).
e(float_fractional_part(-0.0)).
e(float_fractional_part(-2.0)).
e(max(0, -0.0)).
e(max(-0.0, 0)).
e(min(0, -0.0)).
e(max(0.0, -0.0)).
e(min(-0.0, 0.0)).
e(max(1, 1.0)).
e(min(0, 0.0)).
e(1.0Inf / 0.0).
e(-1.0Inf / 0).
e(1.5NaN / 0.0).
e(1 / 0.0).
main :-
	forall(e(E),
	       ( catch(( X is E, R = X ), error(F, _), R = F),
	         writeq(E = R), nl )),
	catch(c1(X1), error(F1, _), X1 = F1), writeq(X1), nl,
	c2(X2), writeq(X2), nl.
% The same in a consulted clause body (compiled arithmetic).
c1(X) :- X is 1.5NaN >> 1.
c2(X) :- X is max(0, -0.0).
