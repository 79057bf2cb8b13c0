% Rational numbers (1r3) as SWI-Prolog 9 has them: reading, writing,
% type tests, standard order, arithmetic and its errors, the database,
% findall, copy_term and format/2.
:- style_check(-singleton).
:- ensure_loaded(driver).
:- dynamic r/1.
:- table tp/2.

% Rationals in compiled clauses: indexed first arguments, arithmetic and
% comparisons in bodies, and a tabled predicate's answers.
tp(X, Y) :- member(X-Y, [1r3-a, 2r3-b, 1r3-c]).
tp_sorted(L) :- findall(X-Y, tp(X, Y), L0), msort(L0, L).
tp_sorted(X, L) :- findall(Y, tp(X, Y), L0), msort(L0, L).
f(1r3, one_third).
f(2r3, two_thirds).
f(1, one).
f(0.5, half).
ar(X, Y) :- Y is X * 3 + 1r2.
cmp(X, lt) :- X < 1r2.
cmp(X, ge) :- X >= 1r2.
harmonic(N, H) :- numlist(1, N, L), foldl([E,A0,A1]>>(A1 is A0 + 1 rdiv E), L, 0, H).

% Reading.
g(term_string(T, "1r3")).
g(term_string(T, "-1r3")).
g(term_string(T, "2r4")).
g(term_string(T, "4r2")).
g(term_string(T, "0r3")).
g(term_string(T, "01r3")).
g(term_string(T, "1r03")).
g(term_string(T, "12r18")).
g(term_string(T, "1_000r3")).
g(term_string(T, "100000000000000000000r3")).
g(term_string(T, "- 1r3")).
g(term_string(T, "-(1r3)")).
g(term_string(T, "f(1r3, -2r6)")).
g(catch(term_string(T, "1r0"), error(E, _), true)).
g(catch(term_string(T, "1R3"), error(E, _), true)).
g(catch(term_string(T, "0x1r3"), error(E, _), true)).
g(catch(term_string(T, "1r-3"), error(E, _), true)).
g(catch(term_string(T, "1.0r3"), error(E, _), true)).
g(catch(term_string(T, "1r3r4"), error(E, _), true)).
g(catch(term_string(T, "0b1r3"), error(E, _), true)).
g(number_codes(N, "1r3")).
g(number_codes(N, " 1r3")).
g(number_codes(N, "-1r3")).
g(number_codes(N, "+1r3")).
g(number_codes(N, "1r3 ")).
g(number_codes(N, "1r0")).
g(atom_number('2r6', N)).
g(atom_number('-1r3', N)).
g(atom_number('1r3x', N)).
g(atom_number(A, 1r3)).
g(atom_to_term('f(1r3, X)', T, B)).
g(term_to_atom(T, 'g(3r9)')).
g(read_term_from_atom('f(2r4)', T, [])).
g(number_string(N, "5r10")).

% Writing.
o(write(1r3)).
o(print(1r3)).
o(writeq(-1r3)).
o(writeq(- (1r3))).
o(writeq(-(-(1r3)))).
o(writeq(1 - -1r3)).
o(writeq(1 - 1r3)).
o(writeq(2 - (-1r3))).
o(writeq(f(-1r3))).
o(writeq([-1r3, a- -1r3, -1r3 - 1])).
o(writeq(a = -1r3)).
o(writeq([a|-1r3])).
o(writeq({-1r3})).
o(writeq(-1r3^2)).
o(writeq((-1r3)^2)).
o(writeq(-(1r3)^2)).
o(writeq(1r3 - a)).
o(write_canonical(f(1r3, -1r3))).
o(writeq('$VAR'(1r3))).
o(print('$VAR'(1r3))).
o(format("~w ~p ~q ~a", [1r3, 1r3, -1r3, 2r3])).
o(format("~e ~4f ~g ~0f ~0f ~1f ~1f ~0f", [1r3, 2r3, 1r3, 1r2, 3r2, 1r4, -1r4, -1r2])).
o(format("~20f", [1r3])).
o(format("~20f", [10000000000000000000001r3])).
o(format("~3e", [100000000000000000000001r3])).
o(format("~d", [1r3])).
o(format("~D", [1r3])).
o(format("~s", [1r3])).
g(term_to_atom(f(1r3), A)).
g(atom_length(1r3, L)).
g(atom_string(1r3, S)).
g(format(atom(A), "~w", [-7r2])).
g(with_output_to(string(S), print(1r3))).

% Types.
g(rational(1r3)).
g(rational(3)).
g(rational(100000000000000000000)).
g(rational(1.0)).
g(rational(a)).
g(rational(_)).
g(rational(1r3, N, D)).
g(rational(-4r6, N, D)).
g(rational(5, N, D)).
g(rational(0.5, N, D)).
g(rational(X, 1, 3)).
g(number(1r3)).
g(atomic(1r3)).
g(integer(1r3)).
g(float(1r3)).
g(atom(1r3)).
g(compound(1r3)).
g(callable(1r3)).
g(is_of_type(rational, 1r3)).
g(is_of_type(rational, 0.5)).
g(is_of_type(integer, 1r3)).
g(is_of_type(number, 1r3)).
g(must_be(rational, 1r3)).
g(must_be(integer, 1r3)).
g(must_be(rational, 0.5)).
g(functor(1r3, N, A)).
g(functor(T, 1r3, 0)).
g(1r3 =.. L).
g(X =.. [1r3]).

% Order, equality, unification.
g(msort([1r3, 0.3, 1, 1r2, 0, 0.5, 1r3, 1.0, 2r3], L)).
g(sort([2r3, 1r3, 1r3, 0.5, 1], L)).
g(sort(0, @>=, [1r2, 0.5, 1, 1r3], L)).
g(compare(O, 1r2, 0.5)).
g(compare(O, 0.5, 1r2)).
g(compare(O, 1, 1r2)).
g(compare(O, 1r3, 1r2)).
g(compare(O, 1r3, 0.3333333333333333)).
g(compare(O, 0.3333333333333333, 1r3)).
g(compare(O, 1r3, 1r3)).
g(compare(O, 1r3, a)).
g(compare(O, 1r3, "s")).
g(compare(O, 1r3, f(x))).
g(compare(O, -1r3, -100000000000000000000)).
g(compare(O, 100000000000000000001r100000000000000000000, 1)).
g(1r3 == 2r6).
g(1r3 == 0.3333333333333333).
g(1r3 \== 1r2).
g(1r3 = 1r3).
g(1r3 = 1).
g(f(X, 1r3) = f(1r2, Y)).
g(1r3 @< 1r2).
g(1r3 =@= 1r3).
g(copy_term(f(1r3, X, 1r3), C)).
g(findall(X, member(X, [1r3, 2r3]), L)).
g(bagof(X, member(X, [1r3, 2r3, 1r3]), L)).
g(setof(X, member(X, [1r3, 2r3, 1r3, 0.5]), L)).
g(( retractall(r(_)), assertz(r(1r3)), assertz(r(2r3)), assertz(r(1)), findall(Y, r(Y), L) )).
g(r(1r3)).
g(r(2r6)).
g(r(0.3333333333333333)).
g(( retract(r(1r3)), findall(Y, r(Y), L) )).
g(( nb_setval(rk, 5r7), nb_getval(rk, V) )).
g(( b_setval(rk, 5r7), b_getval(rk, V) )).
g(( recorda(rk, f(1r3)), recorded(rk, T) )).
g(tab_ok).
g(subsumes_term(f(_), f(1r3))).
g(ground(1r3)).
g(term_variables(f(1r3, X), Vs)).

g(tp_sorted(L)).
g(tp_sorted(1r3, L)).
g(f(1r3, N)).
g(f(2r6, N)).
g(f(0.3333333333333333, N)).
g(f(1r2, N)).
g(findall(X, f(X, _), L)).
g(ar(1r3, Y)).
g(ar(1, Y)).
g(ar(0.5, Y)).
g(cmp(1r3, C)).
g(cmp(1r2, C)).
g(cmp(0.5, C)).
g(harmonic(10, H)).
g(sum_list([1r3, 1r3, 1r3], S)).
g(max_list([1r3, 1r2, 0.4], M)).
g(min_member(M, [1r3, 1r2, 0.4])).
g(( length(L, 2), maplist(=(1r3), L) )).
g(( X = 1r3, Y is X, X == Y )).

% Arithmetic.
g(X is 1r3).
g(X is rdiv(1, 3)).
g(X is 7 rdiv 14).
g(X is 4 rdiv 2).
g(X is -3 rdiv 6).
g(X is 3 rdiv -6).
g(X is 0 rdiv 5).
g(X is 1r3 rdiv 2).
g(X is 1r3 rdiv 1r6).
g(X is (2**70) rdiv 3).
g(X is 1 rdiv 0).
g(X is 1.0 rdiv 3).
g(X is 1 rdiv 0.5).
g(X is 1/3).
g(X is 4/2).
g(X is 1r3 + 1r6).
g(X is 1r3 - 1r3).
g(X is 2r3 + 1r3).
g(X is 1r3 * 3).
g(X is 1r3 * 0).
g(X is 1r3 + 0.5).
g(X is 1r3 * 1.0).
g(X is 1r3 + 9007199254740993).
g(X is 1r3 + 2**100).
g(X is 100000000000000000000r3 * 3).
g(X is 1r3 / 2).
g(X is 1 / 1r3).
g(X is 1r3 / 1r3).
g(X is 1r3 / 0.5).
g(X is 1r3 / 0).
g(X is 1r3 / 0.0).
g(X is -(1r3)).
g(X is +(1r3)).
g(X is -1r3).
g(X is 1r3 ** 2).
g(X is 1r3 ^ 2).
g(X is 2r3 ^ -2).
g(X is 1r2 ** -3).
g(X is 1r3 ** -1).
g(X is -1r3 ** 3).
g(X is 1r3 ** 0).
g(X is 2 ** -1).
g(X is 2 ^ -1).
g(X is 1r3 ** 0.5).
g(X is 4 ** 1r2).
g(X is 4 ^ 1r2).
g(X is 8 ^ 1r3).
g(X is 2 ** 1r2).
g(X is 2 ** 3r2).
g(X is 3 ** 1r3).
g(X is (-8) ** 1r3).
g(X is (-9) ** 1r3).
g(X is (-4) ** 1r2).
g(X is 1r4 ** 1r2).
g(X is 1r4 ^ 1r2).
g(X is 1r3 ^ 1r2).
g(X is 2r3 ** 2.0).
g(X is 0r1 ** -1).
g(X is 0 ** -1r2).
g(X is abs(-1r3)).
g(X is sign(-1r3)).
g(X is sign(2r3)).
g(X is min(1r3, 0.3)).
g(X is max(1r3, 1)).
g(X is min(1r2, 0.5)).
g(X is max(1r2, 0.5)).
g(X is max(1r2, 1r3)).
g(X is truncate(-7r2)).
g(X is integer(-7r2)).
g(X is floor(-7r2)).
g(X is ceiling(-7r2)).
g(X is round(-7r2)).
g(X is truncate(7r2)).
g(X is integer(7r2)).
g(X is floor(7r2)).
g(X is ceiling(7r2)).
g(X is round(7r2)).
g(X is integer(1r2)).
g(X is integer(-1r2)).
g(X is round(-1r2)).
g(X is truncate(1r3 * 10**30)).
g(X is float_integer_part(7r2)).
g(X is float_integer_part(-7r2)).
g(X is float_fractional_part(7r2)).
g(X is float_fractional_part(-7r2)).
g(X is float(1r3)).
g(X is sqrt(1r4)).
g(X is exp(1r3)).
g(X is copysign(1, -1r3)).
g(X is copysign(1r3, -1)).
g(X is nexttoward(1r3, 1)).
g(X is atan2(1r3, 1)).
g(X is rational(0.1)).
g(X is rational(0.25)).
g(X is rational(1)).
g(X is rational(1r3)).
g(X is rational(inf)).
g(X is rational(nan)).
g(X is rationalize(0.1)).
g(X is rationalize(-0.75)).
g(X is rationalize(3.141592653589793)).
g(X is rationalize(1.0e-10)).
g(X is rationalize(123.456)).
g(X is rationalize(-0.1)).
g(X is rationalize(1.0e20)).
g(X is rationalize(1r3)).
g(X is rationalize(inf)).
g(X is numerator(4r6)).
g(X is denominator(4r6)).
g(X is numerator(-4r6)).
g(X is numerator(5)).
g(X is denominator(5)).
g(X is numerator(0.5)).
g(X is denominator(0.5)).
g(X is 1r3 + a).
g(1r3 =:= 2r6).
g(1r3 < 0.34).
g(1r3 > 0.33).
g(1 > 1r3).
g(1r2 =:= 0.5).
g(1r3 =:= 0.3333333333333333).
g(1r3 =\= 1r2).
g(1r3 >= 1r3).
g(-1r3 < -100000000000000000000r300000000000000000001).
g(( X is 1r3 + 1, Y is X - 1, Y == 1r3 )).
g(( X is 1r2 + 1r2, integer(X) )).
g(( X is 5 rdiv 1, integer(X) )).

% Integer-only functions and predicates.
g(X is 1r3 >> 1).
g(X is 1 << 1r3).
g(X is 1r3 // 1).
g(X is 1r3 mod 1).
g(X is 7r2 rem 2).
g(X is 7 div 1r2).
g(X is msb(1r3)).
g(X is gcd(1r3, 2)).
g(X is 1r3 xor 1).
g(X is 1r3 /\ 1).
g(X is \ 1r3).
g(X is random(1r3)).
g(between(1, 1r3, _)).
g(succ(1r3, _)).
g(plus(1r3, 1, Z)).
g(length(_, 1r3)).
g(atom_length(abc, 1r3)).
g(sub_atom(abc, 1r3, _, _, _)).
g(arg(1r3, f(a), _)).
g(functor(_, f, 1r3)).

% The flag prefer_rationals.
g(current_prolog_flag(prefer_rationals, X)).
g(( set_prolog_flag(prefer_rationals, true), X is 1/3, Y is 2 ** -1, Z is 2 ^ -2, W is 6/3, set_prolog_flag(prefer_rationals, false) )).
g(( set_prolog_flag(iso, true), catch(X is 1r3 + 1, E, true), set_prolog_flag(iso, false) )).
g(( set_prolog_flag(iso, true), X is 4/2, Y is 1r3/2, Z is 2r3/1r3, half(4, W), set_prolog_flag(iso, false) )).
g(( set_prolog_flag(iso, true), catch(X is 1/0, error(E, _), true), set_prolog_flag(iso, false) )).
g(( half(4, X), half(1r3, Y), half(3, Z) )).

% Messages.
m(X is 1r3 >> 1).
m(X is 1 rdiv 0).
m(X is numerator(0.5)).
m(succ(1r3, _)).
m(format("~d", [1r3])).
m(print_message(error, format("~w", [1r3]))).

tab_ok.

half(X, Y) :- Y is X/2.
