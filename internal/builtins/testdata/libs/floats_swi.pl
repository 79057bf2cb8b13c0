% float_class/2, float_parts/4, nth_integer_root_and_remainder/4 and
% bounded_number/3, with swipl's errors.
:- style_check(-singleton).
:- ensure_loaded(driver).
:- discontiguous g/1.
g(float_class(1.0, C)).
g(float_class(0.0, C)).
g(float_class(-0.0, C)).
g(float_class(inf, C)).
g((X is inf, float_class(X, C))).
g((X is -inf, float_class(X, C))).
g((X is nan, float_class(X, C))).
g((X is 5.0e-324, float_class(X, C))).
g(float_class(1, C)).
g(float_class(X, C)).
g(float_class(1.0, normal)).
g(float_class(1.0, foo)).
g(float_class(1.0, 1)).
g(float_parts(1.5, M, B, E)).
g(float_parts(-1.5, M, B, E)).
g(float_parts(0.0, M, B, E)).
g(float_parts(10.0, M, B, E)).
g(float_parts(0.1, M, B, E)).
g(float_parts(1, M, B, E)).
g(float_parts(X, M, B, E)).
g((X is inf, float_parts(X, M, B, E))).
g((X is nan, float_parts(X, M, B, E))).
g(float_parts(5.0e-324, M, B, E)).
g(nth_integer_root_and_remainder(2, 10, R, M)).
g(nth_integer_root_and_remainder(3, 27, R, M)).
g(nth_integer_root_and_remainder(3, -30, R, M)).
g(nth_integer_root_and_remainder(2, -4, R, M)).
g(nth_integer_root_and_remainder(0, 4, R, M)).
g(nth_integer_root_and_remainder(-1, 4, R, M)).
g(nth_integer_root_and_remainder(1, 4, R, M)).
g(nth_integer_root_and_remainder(2, 100000000000000000000000000000000000001, R, M)).
g(nth_integer_root_and_remainder(X, 4, R, M)).
g(nth_integer_root_and_remainder(2, X, R, M)).
g(nth_integer_root_and_remainder(2, 4.0, R, M)).
g(nth_integer_root_and_remainder(a, 4, R, M)).
g(nth_integer_root_and_remainder(2, 0, R, M)).
g(nth_integer_root_and_remainder(2, 10, 3, 1)).
g(nth_integer_root_and_remainder(2, 10, 3, 2)).
g(nth_integer_root_and_remainder(4, -16, R, M)).
g(nth_integer_root_and_remainder(100000000000000000000, 4, R, M)).
g(bounded_number(0, 10, 5)).
g(bounded_number(0, 10, 10)).
g(bounded_number(0, 10, 0)).
g(bounded_number(0, 10, 11)).
g(bounded_number(0, 10, 5.0)).
g(bounded_number(0.0, 10, 5)).
g(bounded_number(L, H, 5)).
g(bounded_number(0, H, 5)).
g(bounded_number(0, 10, X)).
g(bounded_number(0, 10, a)).
g(bounded_number(a, 10, 5)).
g(bounded_number(0, a, 5)).
g(bounded_number(0, 10, 1r3)).
g(bounded_number(X, Y, Z)).
g(bounded_number(10, 0, 5)).
g(bounded_number(0, 10, "5")).
g(float_parts(a, M, B, E)).
g(float_parts(1r3, M, B, E)).
g(float_parts(2**100, M, B, E)).
g((X is 2**2000, float_parts(X, M, B, E), fail)).
g(float_class(1r3, C)).
g(bounded_number(L, 10, a)).
g(bounded_number(a, 10, b)).
g(bounded_number(L, H, 5.0)).
g(bounded_number(L, H, 1r3)).
g(bounded_number(L, H, 100000000000000000000)).
g(bounded_number(L, H, -5)).
g(bounded_number(1.5, 10, X)).
g(bounded_number(L, H, 9223372036854775807)).
g((X is nan, bounded_number(0, 10, X))).
g((X is inf, bounded_number(0, X, 5))).
g(nth_integer_root_and_remainder(5, 100000000000000000000000000000000000001, R, M)).
g(nth_integer_root_and_remainder(3, -100000000000000000000000000000000000001, R, M)).
g(nth_integer_root_and_remainder(200, 5, R, M)).
g(nth_integer_root_and_remainder(3, 1, R, M)).
g(nth_integer_root_and_remainder(3, -1, R, M)).
root(N, I, R-M) :- nth_integer_root_and_remainder(N, I, R, M).
g(findall(RM, (between(1, 20, I), root(3, I, RM)), L)).
