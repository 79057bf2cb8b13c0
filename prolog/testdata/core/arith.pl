% Arithmetic in compiled clauses, beyond small integers: floats, integers
% past 2^60 and past 64 bits, every family of evaluable functions, and the
% errors. Each c(N, R) computes R; run/0 prints one line per case, with
% only the formal part of an error, in goprolog and in swipl.

c(1, R) :- R is 2.5 * 4.
c(2, R) :- X = 3, R is X * 1.5 + 2 ** 0.5.
c(3, R) :- R is 7 / 2.
c(4, R) :- R is 6 / 2.
c(5, R) :- R is -7 // 2.
c(6, R) :- X = 1152921504606846975, R is X + 1.
c(7, R) :- X = 4611686018427387903, R is X * 2 + 3.
c(8, R) :- X is 2 ** 100, R is X * X - 1.
c(9, R) :- S = 7, R is (S * 1103515245 + 12345) mod 2147483648.
c(10, R) :- R is 9223372036854775807 + 1.
c(11, R) :- R is -(-9223372036854775808).
c(12, R) :- R is abs(-9223372036854775808).
c(13, R) :- X = 16, R is sqrt(X).
c(14, R) :- X = 2.0, R is sin(X) + cos(X) * tan(X).
c(15, R) :- X = 0.5, R is asin(X) + acos(X) + atan(X) + atan2(X, 2) + atan(X, 3).
c(16, R) :- X = 3.7, R = [A, B, C, D, E, F], A is truncate(X), B is round(X), C is ceiling(X), D is floor(X), E is integer(X), F is float_integer_part(X).
c(17, R) :- X = -3.7, R = [A, B, C], A is float_fractional_part(X), B is sign(X), C is abs(X).
c(18, R) :- X = 10, R = [A, D], A is log(X), D is exp(X).
c(19, R) :- X = 1000, R = [A, B, C, D, E], A is msb(X), B is gcd(X, 75), C is X >> 3, D is X << 70, E is \ X.
c(20, R) :- X = 255, R = [A, B, C, D], A is X /\ 15, B is X \/ 256, C is X xor 1, D is popcount(X).
c(21, R) :- X = 5, R = [A, B, C, D], A is X ** 2, B is X ^ 20, C is 2 ^ 100, D is X ** -1.
c(22, R) :- X = 2.0, R = [A, B], A is X ^ 3, B is 9 ** 0.5.
c(23, R) :- R = [A, B, D], A is pi, B is e, D is epsilon.
c(24, R) :- X = 3, R = [A, B, C, D], A is max(X, 2.5), B is min(X, 3.0), C is max(1, 1.0), D is min(1, 1.0).
c(25, R) :- X = 17, R = [A, B, C, D], A is X mod -5, B is X rem -5, C is -X mod 5, D is divmod_free(X).
c(26, R) :- X = 7.0, R = [A, B], A is float(X), B is float(7).
c(27, R) :- X is 2 ** 64, R = [A, B, C], A is X // 3, B is X mod 1000007, C is -X // 7.
c(28, R) :- X is 10 ** 20, Y is X * 1.0, R = [Y, Z], Z is X / 3.
c(29, R) :- X = 2.5, (X > 2 -> R = gt ; R = le).
c(30, R) :- X is 2 ** 70, (X > 1.0e20 -> R = gt ; R = le).
c(31, R) :- X is nan, (X =:= X -> A = eq ; A = ne), (X =\= X -> B = ne ; B = eq), (X < 1 -> C = lt ; C = nlt), R = [A, B, C].
c(32, R) :- X is inf, Y is -inf, R = [X, Y], X > 10 ** 300.
c(33, R) :- X = 1.0, (X =:= 1 -> R = same ; R = differ).
c(34, R) :- X is 2 ** 61, Y is X - 1, (Y < X -> R = lt ; R = ge).
c(35, R) :- X = 1.0, R is atan2(X, 2.0) * 2.
c(36, R) :- R is sinh(1.0) + cosh(1.0) + tanh(0.5) + asinh(1.0) + acosh(2.0) + atanh(0.5).
c(37, R) :- X = 12345678901234567890, R = [A, B], A is X mod 97, B is msb(X).
c(38, R) :- X = -0.0, R is copysign(3.0, X).
c(39, R) :- R is trig_free.
c(40, R) :- X = 0, R is 1 / X.
c(41, R) :- X = 0.0, R is 1 / X.
c(42, R) :- X = -1, R is sqrt(X).
c(43, R) :- X = a, R is X + 1.
c(44, R) :- R is _ + 1.
c(45, R) :- X = 2.5, R is X mod 2.
c(46, R) :- X = 1.0e308, R is X * 10.
c(47, R) :- X = -1.0, R is log(X).
c(48, R) :- X = 2, R is X << -1.
c(49, R) :- X = 3, R is foo(X).
c(50, R) :- X = 1, R is X + "a".
c(51, R) :- X = 0, R is 0 ** X + 0.0 ** X.
c(52, R) :- X = 0, R is 0 ^ -1 + X.
c(53, R) :- X = 7, R is truncate(X) + cmpflags.
c(54, R) :- X = 1.5, R is X + [0'a].
c(55, R) :- R is 3 - 4.5 * 2 / 3.
c(56, R) :- X is 2 ** 62, R is X + X.
c(57, R) :- X is -(2 ** 62), R is X + X - 1.
c(58, R) :- X = 1.5 * 2 + sqrt(16) - max(2, 3.0) + pi * 0, R is X + 1.
c(59, R) :- X = foo + 1, R is X * 2.
c(60, R) :- X = 2 ** 70 + e * 0, R is X // 3.
c(61, R) :- X = [0'a], R is X + 0.5.
c(62, R) :- X = 7 / 0, R is X.
c(63, R) :- X = 0.5, Y = 3, R = [A, B, C, D, E], A is X * Y - 1.0 / Y, B is -X + abs(-X) * 2, C is Y / 2.0, D is 2 * X - Y, E is X / Y * Y.
c(64, R) :- X = 0.1, Y = 0.2, R is X + Y - 0.3.
c(65, R) :- X = 1.0e300, R is X * X.
c(66, R) :- X = 0.0, Y = 0.0, R is X / Y.
c(67, R) :- X = 3.0, Y = 0, R is X / Y.
c(68, R) :- X = -0.0, R is X * 1.0 + X.
c(69, R) :- X = 9007199254740993, Y = 9007199254740992.0, R = [A, B], (X =:= Y -> A = eq ; A = ne), (X > Y -> B = gt ; B = ngt).
c(70, R) :- X = 2.5, Y = 2, R = [A, B, C], (X > Y -> A = gt ; A = ngt), (Y =< X - 0.5 -> B = le ; B = nle), (X =\= 2.5 -> C = ne ; C = eq).
c(71, R) :- X is inf, R is X - 1.0.
c(72, R) :- X = 5.0e-324, R is X / 2.
c(73, R) :- X = 1.5, R is X * 2 + 7 // 2.
c(74, R) :- X = 2, Y = 0.5, R = [A, B, C, D, E], A is sqrt(X) * Y, B is float(X) + Y, C is pi * Y, D is (X + 3) * Y, E is sqrt(X * 8).
c(75, R) :- X = -2.0, R is sqrt(X) + 1.
c(76, R) :- X = 1152921504606846975, Y = 0.5, R = [A, B], A is (X + X) * Y, B is X * 4 * Y.
c(77, R) :- X = 3, Y = 4, Z = 1.0, (X * X + Y * Y =:= 25 * Z -> R = right ; R = wrong).
c(78, R) :- X = 2.5, Y = -2.5, R = [A, B, C, D, E, F, G, H], A is floor(X), B is ceiling(Y), C is truncate(Y), D is round(X), E is round(Y), F is integer(X * 3), G is floor(X) + 0.5, H is integer(Y).
c(79, R) :- X = 1.0e30, R is floor(X).
c(80, R) :- X = 7, Y = 0.5, R = [A, B], A is truncate(X * Y), B is ceiling(X) * Y.
c(81, R) :- X is inf, R is floor(X).
c(82, R) :- X = -0.4, R = [A, B], A is round(X), B is ceiling(X).

divmod_free(X) :- fail, X = 0.
trig_free :- fail.
cmpflags :- fail.

run :-
    forall(clause(c(N, _), _),
           (   catch(c(N, R), error(E, _), R = error(E))
           ->  print(N-R), nl
           ;   print(N-failed), nl
           )).
