% More everyday goals: write_term options, copying and variables,
% solutions with ^, strings and numbers written back.
:- style_check(-singleton).
:- ensure_loaded(driver).
o(write_term('$VAR'(1), [numbervars(true)])).
o(write_term(f(X, Y), [variable_names(['X'=X, 'Y'=Y])])).
o(write_term(f(a, b), [spacing(next_argument)])).
o(write_term([a, b], [spacing(next_argument)])).
o(write_term("abc", [max_depth(2)])).
o(write_term(abcdef, [max_depth(2)])).
o(write_term([1, [2, [3, [4]]]], [max_depth(3)])).
o(write_term(f('$VAR'('Foo')), [numbervars(true), quoted(true)])).
o(write_term(f('$VAR'('_')), [numbervars(true)])).
o(write_term(1+2, [portray(true)])).
o(write_term(- (1), [ignore_ops(true)])).
o(write_term(a:b:c, [ignore_ops(true)])).
o(write_term({a}, [ignore_ops(true)])).
o(write_term([a|b], [ignore_ops(true)])).
o(write_term("s", [ignore_ops(true), quoted(true)])).
o(write_term(f(x), [fullstop(true)])).
o(write_term(a, [fullstop(true), nl(true)])).
o(write_term(- a, [fullstop(true)])).
o(write_term('hello world', [quoted(true), fullstop(true)])).
o(write_term(f(A, B, A), [])).
o(print(f("s", 'A', [1]))).
o(print(1.0e20)).
o(print(-(-(1)))).
o(print(a- -1)).
o(writeq(f(',', '|', '[]', [], '{}', {}))).
o(writeq(['|'])).
o(writeq(- - 1)).
o(writeq(-(-1))).
o(writeq(- (- 1))).
o(writeq(1 - - - 1)).
o(writeq(a* -1)).
o(writeq(a*(-1))).
o(writeq(-(1)*2)).
o(writeq((-1)*2)).
o(writeq(-(a)*2)).
o(writeq(2*(-a))).
o(writeq(1e100)).
o(writeq(1.0e-5)).
o(writeq(0.1)).
o(writeq(100.0)).
o(writeq(1.0e15)).
o(writeq(1.0e16)).
o(writeq(123.456)).
o(writeq(-1.5e-7)).
o(writeq(3.0e-310)).
o(writeq(f(a, -))).
o(writeq(f(-, a))).
o(writeq([a, -, b])).
o(writeq(- - -)).
o(writeq(f(+))).
o(writeq(1 + + 2)).
o(writeq(+(1))).
o(writeq(+(a))).
o(writeq(+ + a)).
o(writeq(?- a)).
o(writeq(f(?- a))).
o(writeq(a-->b)).
o(writeq((a-->b, {c}))).
o(writeq(a is b)).
o(writeq(is(a))).
o(writeq(mod(a, b))).
o(writeq(mod(a))).
o(writeq(f(mod))).
o(writeq(- mod)).
o(writeq(mod - a)).
o(writeq([mod, is, rem])).
o(writeq(a = \+)).
o(writeq(f(a = b, c))).
o(writeq((a , b) = c)).
o(writeq(f((a :- b)))).
o(writeq([(a :- b)])).
o(writeq([a|(b :- c)])).
o(writeq({(a :- b)})).
o(writeq(- (- (- (1))))).
o(writeq("tab\there")).
o(writeq('don''t')).
o(writeq([a, 'don''t', "q\"s"])).
o(writeq('$VAR'(25))).
o(writeq('$VAR'(26))).
o(writeq('$VAR'(52))).
o(print('$VAR'('X1'))).
o(writeq(f(_))).
o((numbervars(f(X, Y), 0, End), print(f(X, Y, End)))).
o((numbervars(g(X, Y, X), 23, _), writeq(g(X, Y, X)))).
o((copy_term(f(X, Y, X), C), numbervars(C, 0, _), print(C))).
o((T = f(X, g(Y), X), term_variables(T, Vs), length(Vs, N), write(N))).
o((freeze(X, true), copy_term(X, Y, Gs), numbervars(Gs, 0, _), print(Gs))).
g(copy_term(f(X, Y, X), f(A, B, C))).
g((freeze(X, write(hi)), copy_term(X, Y), X = 1)).
g(term_variables(f(X, g(Y, X), _), Vs)).
g(setof(X-Y, member(X-Y, [2-a, 1-b, 1-a]), L)).
g(setof(X, member(X-_, [2-a, 1-b, 1-a]), L)).
g(bagof(X, member(X-Y, [2-a, 1-b, 1-a]), L)).
g(setof(Y, X^member(X-Y, [2-a, 1-b, 1-a]), L)).
g(bagof(X-Z, Y^member(X-Y-Z, [1-a-p, 2-b-q]), L)).
g(setof(N, between(1, 5, N), L)).
g(setof(X, (member(X, [3, 1, 2]), X > 1), L)).
g(bagof(X, fail, L)).
g(findall(X-Y, (member(X, [1, 2]), member(Y, [a, b])), L)).
g(aggregate_all(count, (member(X, [a, b, a]), X == a), N)).
g(aggregate_all(bag(X), (member(X, [3, 1, 2]), X > 1), L)).
g(aggregate_all(max(X), between(1, 5, X), M)).
g(aggregate_all(min(S-W), member(W-S, [a-3, b-1, c-2]), M)).
g(forall(fail, true)).
g(\+ member(z, [a, b])).
g(string_code(2, "abc", C)).
g(sub_string("hello world", 6, 5, _, S)).
g(sub_string("abc", B, 2, A, Sub)).
g(findall(Sub, sub_string("aaa", _, 2, _, Sub), L)).
g(sub_atom(hello, 0, 1, _, F)).
g(sub_atom(hello, _, 1, 0, L)).
g(sub_atom(hello, B, _, _, ll)).
g(findall(X, sub_atom(ab, _, _, _, X), L)).
g(atom_concat(hello, ' world', X)).
g(atomic_list_concat([a, 'B', 1, 2.0, "c"], '', X)).
g(atomic_list_concat(Parts, '/', '/usr/lib/')).
g(atomic_list_concat([a, b, c], '', abc)).
g(atomic_list_concat(L, ab, ababab)).
g(split_string("a b  c", " ", "", L)).
g(split_string("  a  ", " ", " ", L)).
g(split_string(".a.b.", ".", ".", L)).
g(split_string("key = value", "=", " ", L)).
g(split_string("1,2;3", ",;", "", L)).
g(string_codes("", L)).
g(string_chars(S, [])).
g(string_concat("", "", S)).
g(string_concat(S1, "c", "abc")).
g(number_codes(X, "0.1")).
g(number_codes(X, "1.0Inf")).
g(number_codes(X, "\n 7")).
g(number_codes(X, "0b102")).
g(number_codes(X, "12e")).
g(number_codes(X, "0'\\n")).
g(atom_number('1.5e2', X)).
g(atom_number('0x', X)).
g(atom_number(inf, X)).
g(atom_number('1.0Inf', X)).
g(atom_number(nan, X)).
g(atom_number('-', X)).
g(atom_number('- 1', X)).
g(atom_number('1 ', X)).
g(number_string(X, "0o17")).
g(number_string(X, "  -3.5e2")).
g(term_to_atom(f(X, Y, X), A)).
g(term_to_atom("s", A)).
g(term_to_atom('A', A)).
g(term_to_atom([], A)).
g(term_to_atom('[]', A)).
g(term_to_atom(- 1, A)).
g(term_to_atom(-(1), A)).
g(term_to_atom(a:b, A)).
g(term_to_atom(T, 'X + Y * 2')).
g(term_to_atom(T, '"str"')).
g(term_to_atom(T, '0''a')).
g(term_to_atom(T, 'f(X, _Y, _)')).
g(term_to_atom(T, '- 1')).
g(term_to_atom(T, '-(1)')).
g(term_to_atom(T, '- a')).
g(term_to_atom(T, 'a- -1')).
g(term_string(S, 'hello world')).
g(term_string(S, "it's")).
g(with_output_to(string(S), print([a, 'B']))).
g(with_output_to(string(S), (write(a), with_output_to(string(T), write(b)), write(T)))).
g(with_output_to(string(S), forall(member(X, [1, 2, 3]), (write(X), nl)))).
g(with_output_to(string(S), format("~w~t~10|~w", [ab, cd]))).
g(with_output_to(string(S), (write(abc), format("~t~w~10|", [x])))).
g(with_output_to(string(S), (format("~a", [x]), format("~t~w~5|", [y])))).
g(format(atom(A), "~w~30|~w", [a, b])).
g(format(atom(A), "~p", ["str"])).
g(format(atom(A), "~a~n~a", [x, y])).
g(format(atom(A), "~*c", [5, 0'-])).
g(format(atom(A), "~e ~f ~g", [1.5, 1.5, 1.5])).
g(format(atom(A), "~10d", [3])).
g(format(atom(A), "~:d", [1234567])).
g(format(atom(A), "~:D", [1234567])).
g(format(atom(A), "~c~c", "ab")).
g(format(atom(A), "~w", [[]])).
g(format(atom(A), "~q", [[]])).
g(format(atom(A), "~q", ['[]'])).
g(format(atom(A), "~w", ["a", "b"])).
g(format(atom(A), '~w', "a")).
g(format(atom(A), "~s and ~s", ["ab", [0'c]])).
g(format(atom(A), "~0e", [1.5])).
g(format(atom(A), "~20|~w", [x])).
g(format(atom(A), "~t~20|~w", [x])).
g(format(atom(A), "~w~t~w~20|~w", [a, b, c])).
g(format(atom(A), "~`xt~t~10+", [])).
g(list_to_assoc([], A)).
g((list_to_assoc([k-v], A), put_assoc(k, A, w, A2), get_assoc(k, A2, V))).
g((list_to_assoc([b-1, a-2], A), assoc_to_list(A, L))).
g((empty_assoc(A0), put_assoc(x, A0, 1, A1), put_assoc(y, A1, 2, A2), put_assoc(z, A2, 3, A3), assoc_to_keys(A3, K))).
g((list_to_assoc([a-1, b-2, c-3, d-4], A), max_assoc(A, K, V))).
g((empty_assoc(E), max_assoc(E, K, V))).
g((list_to_assoc([a-1], A), get_assoc(a, A, x))).
g(pairs_keys_values(P, [a, b], V)).
g(transpose_pairs([], T)).
g(keysort([2-b, 1-a, 2-a, 1-b], L)).
g(msort([b-2, a-1, b-1], L)).
g(sort(0, @>=, [a, c, b, c], L)).
g(sort(2, @>=, [f(1, a), f(2, b), f(3, a)], L)).
g(predsort([O, A-_, B-_]>>compare(O, A, B), [b-1, a-2, b-3], L)).
g(length(L, 0)).
g(length([a, b, c], N)).
g(length(L, N)).
g(between(0, 0, X)).
g(between(-2, 2, X)).
g(between(1, 2, 1.0)).
g(succ(0, X)).
g(succ(X, 1)).
g(plus(2, X, 2)).
g(plus(X, 3, 5)).
g(nb_getval(undefined_key_qq, V)).
g(b_setval(v, 1)).
g((b_setval(v, 1), b_getval(v, X))).
g((nb_setval(cnt, 0), forall(member(_, [a, b, c]), (nb_getval(cnt, C), C1 is C + 1, nb_setval(cnt, C1))), nb_getval(cnt, N))).
g(tab(user_output, 0)).
g(char_code(C, 0'\n)).
g(atom_codes(A, [0'h, 0'i])).
g(atom_chars(A, ['1', '2'])).
g(atom_length('', L)).
g(atom_length('héllo', L)).
g(upcase_atom('héllo', U)).
g(string_upper("straße", U)).
g(char_type(X, digit(10))).
g(code_type(0'a, csym)).
g(code_type(0'$, csymf)).
g(char_type('\t', space)).
g(char_type(' ', graph)).
g(char_type(X, end_of_line)).
g(last([1], X)).
g(nth0(0, [], X)).
g(nth1(N, [a, b, a], a)).
g(numlist(-2, 2, L)).
g(sum_list([1, 2.0], S)).
g(max_list([1, 3, 2.5], M)).
g(min_list([1.0, 1], M)).
g(max_member(M, [1, a, "b", f(x), []])).
g(list_to_set([1, 2, 1.0, 2], S)).
g(delete([a, B, c], B, L)).
g(exclude([X]>>(X = a), [a, B, c], L)).
g(subtract([a, b, c], [b, d], L)).
g(memberchk(b-X, [a-1, b-2, b-3])).
g(sumlist([1, 2, 3], 6)).
g(reverse([], R)).
g(nextto(a, X, [a, b, a, c])).
g(permutation([a, b], P)).
g(msort([], L)).
g(exclude(integer, [], L)).
g(foldl([X, A0, A]>>(A is max(X, A0)), [3, 1, 4, 1, 5], 0, M)).
g(aggregate_all(count, member(_, []), N)).
o(writeq(f(\+ =))).
o(writeq([\+ mod])).
o(writeq(- =)).
o(writeq(f(- is))).
o(writeq((a= \+b))).
o(writeq(1 = :-)).
o(writeq(:- :- :-)).
o(writeq((a :- b :- c))).
g(term_to_atom(T, 'a = \\+ b')).
g(term_to_atom(T, 'a :- b :- c')).
m(term_to_atom(T, 'x = dynamic y')).
o(writeq(\+ -)).
