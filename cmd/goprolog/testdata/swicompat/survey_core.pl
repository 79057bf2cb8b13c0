% args: -q
% stdin: between(1, 3, X).
% stdin:
% stdin: between(1, inf, X).
% stdin:
% stdin: between(3, 1, X).
% stdin:
% stdin: between(1, 3, 5).
% stdin:
% stdin: succ(X, 4).
% stdin:
% stdin: succ(3, X).
% stdin:
% stdin: succ(X, 0).
% stdin:
% stdin: plus(1, X, 5).
% stdin:
% stdin: X is 7 // 2, Y is -7 // 2, Z is 7 mod -2, W is 7 rem -2.
% stdin:
% stdin: X is 2 ** 3.
% stdin:
% stdin: X is 2 ^ 3.
% stdin:
% stdin: X is 2 ^ -1.
% stdin:
% stdin: X is 2.0 ^ -1.
% stdin:
% stdin: X is 2 ** -1.
% stdin:
% stdin: X is 9 ** 0.5.
% stdin:
% stdin: X is 10 / 4.
% stdin:
% stdin: X is 10 / 5.
% stdin:
% stdin: X is max(1, 2.0).
% stdin:
% stdin: X is min(3, 3.0).
% stdin:
% stdin: X is abs(-3), Y is sign(-2.5).
% stdin:
% stdin: X is truncate(3.7), Y is round(-2.5), Z is ceiling(2.1), W is floor(-2.1).
% stdin:
% stdin: X is integer(2.5).
% stdin:
% stdin: X is float_integer_part(-3.7), Y is float_fractional_part(3.75).
% stdin:
% stdin: X is pi, Y is e.
% stdin:
% stdin: X is gcd(12, 18).
% stdin:
% stdin: X is msb(1000).
% stdin:
% stdin: X is 1 << 70.
% stdin:
% stdin: X is -17 >> 2.
% stdin:
% stdin: X is 5 xor 3, Y is 5 /\ 3, Z is 5 \/ 3, W is \ 5.
% stdin:
% stdin: X is "a" + 0.
% stdin:
% stdin: X = 1 + 2, Y is X.
% stdin:
% stdin: X is 100!.
% stdin:
% stdin: X is 10 ** 20.
% stdin:
% stdin: X is 10.0 ** 20.
% stdin:
% stdin: X is 123456789 * 987654321 * 1000000007.
% stdin:
% stdin: X is truncate(1.0e20).
% stdin:
% stdin: X is nan.
% stdin:
% stdin: X is inf.
% stdin:
% stdin: X is -0.0.
% stdin:
% stdin: X = 0.1, Y is X + 0.2.
% stdin:
% stdin: X is 1.0e10.
% stdin:
% stdin: X is 22 divmod 3.
% stdin:
% stdin: divmod(22, 3, Q, R).
% stdin:
% stdin: X is copysign(2, -0.0).
% stdin:
% stdin: X is atan2(1, 1).
% stdin:
% stdin: X is atan(1, 1).
% stdin:
% stdin: X is 3 + 4 * 2 - 1.
% stdin:
% stdin: X is cos(pi).
% stdin:
% stdin: X is e ** 2.
% stdin:
% stdin: X is exp(1).
% stdin:
% stdin: X is truncate(inf).
% stdin:
% stdin: unify_with_occurs_check(X, f(X)).
% stdin:
% stdin: copy_term(f(X, Y, X), C).
% stdin:
% stdin: copy_term([X-Y], C), X = 1.
% stdin:
% stdin: functor(T, foo, 3).
% stdin:
% stdin: functor(foo(a, b), N, A).
% stdin:
% stdin: arg(N, f(a, b), X).
% stdin:
% stdin: arg(0, f(a), X).
% stdin:
% stdin: T =.. [foo, a, b].
% stdin:
% stdin: f(a, b) =.. L.
% stdin:
% stdin: setarg(1, f(a), b).
% stdin:
% stdin: T = f(a), setarg(1, T, b).
% stdin:
% stdin: T = f(a, b), nb_setarg(2, T, z), write(T), nl.
% stdin:
% stdin: term_variables(f(X, g(Y, X), _), Vs).
% stdin:
% stdin: tab(3), write(x), nl.
% stdin:
% stdin: tab(-1), write(x), nl.
% stdin:
% stdin: nl(user_error).
% stdin:
% stdin: atom(foo), atomic("s"), compound(f(x)), callable(foo), is_list([]).
% stdin:
% stdin: callable(3).
% stdin:
% stdin: ground(f(a, _)).
% stdin:
% stdin: number(1.0), integer(1.0).
% stdin:
% stdin: X == Y.
% stdin:
% stdin: X = Y, X == Y.
% stdin:
% stdin: a @< b, 1 @< a, f(a) @> a.
% stdin:
% stdin: compare(O, 1, 1.0).
% stdin:
% stdin: compare(O, f(a), g).
% stdin:
% stdin: 1 =:= 1.0.
% stdin:
% stdin: 1 == 1.0.
% stdin:
% stdin: tab(2), print(hi), nl.
% stdin:
% stdin: number_codes(N, "0'a").
% stdin:
% stdin: number_codes(N, " 12").
% stdin:
% stdin: atom_number(' 12', N).
% stdin:
% stdin: atom_number('12 ', N).
% stdin:
% stdin: X = "a" , atom(X).
% stdin:
% stdin: ignore(fail).
% stdin:
% stdin: once(member(X, [a, b])).
% stdin:
% stdin: forall(member(X, [1, 2]), X > 0).
% stdin:
% stdin: forall(member(X, [1, 2]), X > 1).
% stdin:
% stdin: \+ member(c, [a, b]).
% stdin:
% stdin: not(true).
% stdin:
% stdin: call((fail ; true)).
% stdin:
% stdin: (member(X, [1, 2, 3]), X > 1 -> write(X) ; write(none)), nl.
% stdin:
% stdin: (fail *-> write(yes) ; write(no)), nl.
% stdin:
% stdin: catch(throw(my), E, true).
% stdin:
% stdin: catch(throw(my), other, true).
% stdin:
% stdin: catch(X is 1/0, error(E, _), true).
% stdin:
% stdin: catch(atom_length(X, Y), E, (print_message(error, E))).
% stdin:
% stdin: catch(call(1), E, true).
% stdin:
% stdin: catch(undefined_pred_xyz, E, true).
% stdin:
% stdin: catch(call(foo, bar), E, true).
% stdin:
% stdin: catch(atom_length(abc, -1), E, true).
% stdin:
% stdin: catch(arg(a, f(a), X), E, true).
% stdin:
% stdin: catch(functor(F, foo, a), E, true).
% stdin:
% stdin: catch(atom_codes(X, Y), E, true).
% stdin:
% stdin: catch(number_codes(X, "3x"), E, true).
% stdin:
% stdin: catch(succ(X, 0), E, true).
% stdin:
% stdin: catch(assertz(foo :- 1), E, true).
% stdin:
% stdin: catch(assertz((foo, bar)), E, true).
% stdin:
% stdin: catch(atom_length(1, 2, 3), E, true).
% stdin:
% stdin: setup_call_cleanup(write(a), write(b), write(c)), nl.
% stdin:
% stdin: setup_call_cleanup(true, fail, (write(cleanup), nl)).
% stdin:
% stdin: call_cleanup(member(X, [1, 2]), (write(done), nl)).
% stdin:
% stdin: findall(X-Y, member(X-Y, [1-a, 2-b]), L).
% stdin:
% stdin: findall(X, member(X, []), L).
% stdin:
% stdin: findall(X, member(X, [a, b]), L, [z]).
% stdin:
% stdin: bagof(X, member(X, []), L).
% stdin:
% stdin: bagof(X, member(X-Y, [1-a, 2-b, 3-a]), L).
% stdin:
% stdin: bagof(X, Y^member(X-Y, [1-a, 2-b, 3-a]), L).
% stdin:
% stdin: setof(X, member(X, [c, a, b, a]), L).
% stdin:
% stdin: setof(Y-X, member(X-Y, [1-b, 2-a]), L).
% stdin:
% stdin: setof(X, Y^Z^member(X-Y-Z, [1-a-x, 2-b-y]), L).
% stdin:
% stdin: setof(K-Vs, setof(V, member(K-V, [a-1, b-2, a-3]), Vs), L).
% stdin:
% stdin: setof(X, member(X, [f(B), f(A)]), L).
% stdin:
% stdin: aggregate_all(count, (member(X, [1, 2, 3]), X > 1), C).
% stdin:
% stdin: tab(2), writeq(f('A', b, "c", [d])), nl.
% stdin:
% stdin: nb_setval(k, 1), nb_getval(k, V).
% stdin:
% stdin: b_setval(v, 1), b_getval(v, X).
% stdin:
% stdin: nb_setval(cnt, 0), forall(between(1, 5, _), (nb_getval(cnt, C), C1 is C + 1, nb_setval(cnt, C1))), nb_getval(cnt, N).
% stdin:
% stdin: assertz(cnt(0)), retract(cnt(C)), C1 is C + 1, assertz(cnt(C1)), cnt(X).
% stdin:
% stdin: assertz(f(1)), assertz(f(2)), retract(f(X)).
% stdin:
% stdin: assertz(g(1)), assertz(g(2)), retractall(g(_)), \+ g(_).
% stdin:
% stdin: asserta(h(1)), asserta(h(2)), findall(X, h(X), L).
% stdin:
% stdin: assertz((r(X) :- X > 1)), clause(r(A), B).
% stdin:
% stdin: retract(nonexistent(_)).
% stdin:
% stdin: abolish(foo/1).
% stdin:
% stdin: dynamic(d/1), d(X).
% stdin:
% stdin: assertz(m(1)), aggregate_all(count, m(_), N).
% stdin:
% stdin: assertz(foo(1)), listing(foo/1).
% stdin:
% stdin: atom_to_term('X + Y * 2', T, B).
% stdin:
% stdin: flag(myflag, Old, Old + 1), flag(myflag, V, V).
% stdin:
% stdin: succ_or_zero(X).
% stdin:
% stdin: current_op(P, T, mod).
% stdin:
% stdin: op(700, xfx, ===>), X = (a ===> b), writeq(X), nl.
% stdin:
% stdin: op(200, xfy, ^), writeq(1^2^3), nl.
% stdin:
% stdin: writeq(- (1)), nl.
% stdin:
% stdin: writeq(-(a)), nl.
% stdin:
% stdin: writeq(1 - (-1)), nl.
% stdin:
% stdin: writeq(- - a), nl.
% stdin:
% stdin: writeq(\+ a), nl.
% stdin:
% stdin: writeq(f(:-)), nl.
% stdin:
% stdin: writeq([a, 'B'|c]), nl.
% stdin:
% stdin: writeq('hello'(world)), nl.
% stdin:
% stdin: writeq([]), writeq('[]'), writeq({}), nl.
% stdin:
% stdin: writeq(f(a;b)), nl.
% stdin:
% stdin: writeq((a :- b, c ; d -> e)), nl.
% stdin:
% stdin: writeq((:- dynamic foo/1)), nl.
% stdin:
% stdin: writeq(f((a, b))), nl.
% stdin:
% stdin: writeq(1 + 2 * 3 - (4 - 5)), nl.
% stdin:
% stdin: writeq((a = b) = c), nl.
% stdin:
% stdin: writeq(2 ** -1), nl.
% stdin:
% stdin: writeq(- (- (1))), nl.
% stdin:
% stdin: writeq(a- (-1)), nl.
% stdin:
% stdin: writeq(f(-)), nl.
% stdin:
% stdin: writeq(- (1.0)), nl.
% stdin:
% stdin: writeq(1.0e10), nl.
% stdin:
% stdin: writeq(0.000001), nl.
% stdin:
% stdin: writeq(123456789012345.0), nl.
% stdin:
% stdin: writeq(1.0Inf), nl.
% stdin:
% stdin: writeq("it's"), nl.
% stdin:
% stdin: writeq('it''s'), nl.
% stdin:
% stdin: writeq(f(',', '|', '[]', [])), nl.
% stdin:
% stdin: writeq({a}), nl.
% stdin:
% stdin: writeq('\t'), nl.
% stdin:
% stdin: print(f("x", 'Y')), nl.
% stdin:
% stdin: write_canonical(f(X, Y, X, "s", 'A b')), nl.
% stdin:
% stdin: write_canonical([a, b|T]), nl.
% stdin:
% stdin: write_term(f(X, Y), [variable_names(['X'=X])]), nl.
% stdin:
% stdin: write_term([1, 2, 3, 4], [max_depth(3)]), nl.
% stdin:
% stdin: write_term('a b', [quoted(true)]), nl.
% stdin:
% stdin: write_term(f('$VAR'(1), '$VAR'(27)), [numbervars(true)]), nl.
% stdin:
% stdin: write_term(1+2, [ignore_ops(true)]), nl.
% stdin:
% stdin: write_term({x}, [brace_terms(false)]), nl.
% stdin:
% stdin: print_message(error, format("custom ~w", [msg])).
% stdin:
% stdin: portray_clause(f(X, Y, X)).
% stdin:
% stdin: portray_clause((a :- b, (c -> d ; e))).
% stdin:
% stdin: portray_clause([1, 2, 'A']).
% stdin:
% stdin: portray_clause((h(X) :- \+ g(X), findall(Y, p(X, Y), L), length(L, N), N > 2)).
% stdin:
% stdin: portray_clause(x('$VAR'(1))).
% stdin:
% stdin: portray_clause("str").
% stdin:
% stdin: numbervars(f(X, Y), 0, E), print(f(X, Y)), nl.
% stdin:
% stdin: numbervars(f(X, Y), 23, E), writeq(f(X, Y)), nl.
% stdin:
% stdin: T = f(X, Y), numbervars(T, 0, _), write_canonical(T), nl.
% stdin:
% stdin: read_term(user_input, T, []).
% stdin:
% stdin: term_to_atom(f(X, "s", 'A'), A).
% stdin:
% stdin: tab(user_output, 2), write(x), nl.
% stdin:
% stdin: char_code(a, X), atom_codes(A, [X, X]).
% stdin:
% Goals of a survey of everyday SWI-Prolog use at the top level:
% arithmetic, control, exceptions, the database, writing terms, one query a line, each followed by an empty reply line.
