% Everyday conversions between atoms, strings, numbers, codes and
% chars, in all their modes, with the errors of bad arguments.
:- style_check(-singleton).
:- ensure_loaded(driver).
g(atomic_list_concat([a, b, c], X)).
g(atomic_list_concat([a, 1, "s", 2.5], X)).
g(atomic_list_concat(L, ',', 'a,b,,c')).
g(atomic_list_concat(L, ',', '')).
g(atomic_list_concat(L, ', ', 'x, y, z')).
g(atomic_list_concat([a, B], '-', 'a-b')).
g(atomic_list_concat([A, B], '-', 'a-b-c')).
g(atomic_list_concat([a, b], X, 'a-b')).
g(atomic_list_concat(L, '', abc)).
g(atomic_list_concat([a, b], ', ', X)).
g(atomic_list_concat(X, Y)).
g(atomic_list_concat([a, f(x)], X)).
g(atomic_list_concat([A, b], X)).
g(atomic_list_concat(L, -, "a-b")).
g(atomic_list_concat(L, "-", 'a-b')).
g(atomic_list_concat([], X)).
g(atomic_list_concat([], '-', X)).
g(atomic_list_concat(abc, X)).
g(split_string("a,b,,c", ",", "", P)).
g(split_string("  hello  ", "", " ", P)).
g(split_string("/home//jan///nice/path", "/", "", L)).
g(split_string("SWI-Prolog, 7.0", ",", " ", L)).
g(split_string("a b", "", "", L)).
g(split_string('a.b.c', ".", "", L)).
g(split_string("", "", "", L)).
g(split_string("", ",", "", L)).
g(split_string("abc", "", "ac", L)).
g(split_string("a-b_c", "-_", "", L)).
g(split_string(X, ",", "", L)).
g(split_string(f(x), ",", "", L)).
g(split_string(abc, [0'b], "", L)).
g(findall(B-L-A-S, sub_atom(abc, B, L, A, S), R)).
g(findall(S, sub_atom(abcd, _, 2, _, S), R)).
g(sub_atom(hello, B, 2, 0, S)).
g(sub_atom(hello, 1, L, 1, S)).
g(findall(B, sub_atom(abab, B, _, _, ab), R)).
g(sub_atom(abc, B, L, A, bc)).
g(sub_string("hello world", B, _, 0, "world")).
g(findall(S, sub_string("abc", _, _, _, S), R)).
g(sub_string("abc", 1, 1, A, S)).
g(sub_string(abc, 0, 1, _, S)).
g(sub_atom("abc", 0, 1, _, S)).
g(sub_atom(X, 0, 1, _, a)).
g(sub_atom(abc, -1, _, _, S)).
g(sub_atom(abc, a, _, _, S)).
g(sub_atom(abc, 4, _, _, S)).
g(sub_atom(f(x), 0, 1, _, S)).
g(sub_atom(abc, B, L, A, 1)).
g(sub_atom(123, 0, 1, _, S)).
g(string_code(1, "abc", C)).
g(string_code(0, "abc", C)).
g(string_code(4, "abc", C)).
g(string_code(-1, "abc", C)).
g(string_code(I, "abc", C)).
g(string_code(1, abc, C)).
g(string_code(a, "abc", C)).
g(number_codes(X, "12")).
g(number_codes(X, "  12")).
g(number_codes(X, "12 ")).
g(number_codes(X, "foo")).
g(number_codes(X, "0x1A")).
g(number_codes(X, "-12")).
g(number_codes(X, "- 12")).
g(number_codes(X, "1e10")).
g(number_codes(X, "1.0e10")).
g(number_codes(X, "1.5E3")).
g(number_codes(X, "0'a")).
g(number_codes(X, [])).
g(number_codes(X, "1_000_000")).
g(number_codes(X, "1.")).
g(number_codes(X, ".5")).
g(number_codes(X, "+5")).
g(number_codes(X, [0'1|_])).
g(number_codes(X, Y)).
g(number_codes(a, X)).
g(atom_number('12', X)).
g(atom_number('12abc', X)).
g(atom_number(A, 12)).
g(atom_number(X, Y)).
g(atom_number('0b101', X)).
g(atom_number(' 12', X)).
g(atom_number('-12', X)).
g(atom_number('+12', X)).
g(atom_number("12", X)).
g(atom_number('1e3', X)).
g(atom_number('0.5e3', X)).
g(atom_number(12, X)).
g(number_string(N, " 42 ")).
g(number_string(N, "4 2")).
g(number_string(N, "abc")).
g(number_string(42, S)).
g(atom_string(A, "xyz")).
g(atom_string(42, S)).
g(atom_string(X, Y)).
g(atom_to_term('foo(X, Y, X)', T, B)).
g(atom_to_term('', T, B)).
g(atom_to_term(X, T, B)).
g(atom_to_term(f(x), T, B)).
g(atom_to_term(12, T, B)).
g(atom_to_term([], T, B)).
g(atom_to_term([0'a], T, B)).
g(term_to_atom(T, [])).
g(term_string(T, [])).
g(term_string(T, [], [])).
g(term_to_atom(f(X, 'A', "s"), A)).
g(term_to_atom(T, 'foo(X, bar)')).
g(term_to_atom(T, 'foo(')).
g(term_to_atom(1 + 2 * 3, A)).
g(term_to_atom(T, '[a, b | c]')).
g(term_to_atom(X, A)).
g(term_to_atom(f(x), 'f(x)')).
g(term_to_atom(T, 'a b')).
g(term_string(f(X, 'a b'), S)).
g(term_string(T, "g(A, B, A)")).
g(term_string(T, "1 + 2")).
g(term_string(T, "")).
g(term_string(T, "x.")).
g(term_string(S, T)).
g(read_term_from_atom('foo(X, Y)', T, [])).
g(read_term_from_atom('p(X) :- q(X).', T, [])).
g(read_term_from_atom(abc, T, [])).
g(read_term_from_atom('foo(X', T, [])).
g(read_term_from_atom("bar(Y)", T, [])).
g(with_output_to(atom(A), write(hi))).
g(with_output_to(string(S), (write(a), nl))).
g(with_output_to(codes(C), write(ab))).
g(with_output_to(codes(C, T), write(ab))).
g(with_output_to(chars(C), write(ab))).
g(with_output_to(chars(C, T), write(ab))).
g(with_output_to(foo(X), write(a))).
g(with_output_to(string(S), fail)).
g(with_output_to(string(S), throw(x))).
g(with_output_to(S, true)).
g(with_output_to(string(S), (member(X, [a, b]), write(X)))).
g(with_output_to(atom(a), write(a))).
g(with_output_to(string(S), print_message(informational, format("x", [])))).
g(string_concat(X, Y, "ab")).
g(string_concat(a, 1, S)).
g(atom_concat(X, Y, abc)).
g(atom_concat(a, X, abc)).
g(atom_concat(X, c, abc)).
g(atom_concat(1, 2, X)).
g(atom_concat(X, b, Y)).
g(atom_concat("a", b, X)).
g(atom_length(123, L)).
g(atom_length(X, L)).
g(atom_length(abc, foo)).
g(atom_length(abc, -1)).
g(atom_length("str", L)).
g(atom_length(f(x), L)).
g(string_length('abc', L)).
g(upcase_atom('hello World', U)).
g(downcase_atom('ABC', X)).
g(upcase_atom(X, 'ABC')).
g(string_upper("abc", U)).
g(string_lower("ABC", L)).
g(char_code(X, 0'a)).
g(char_code(X, Y)).
g(char_code(ab, X)).
g(atom_chars(X, [a|_])).
g(atom_chars(123, L)).
g(atom_chars(X, [a, f(b)])).
g(atom_codes(X, "abc")).
g(atom_codes(abc, [0'a|T])).
g(number_chars(X, [' ', '1'])).
g(number_chars(X, ['1', ' '])).
g(number_chars(X, [a])).
g(number_chars(X, ['0', x, f])).
g(string_chars(S, [h, i])).
g(string_codes(S, [104, 105])).
g(string_to_atom("abc", A)).
g(string_to_atom(S, abc)).
g(string_to_atom(S, 12)).
g(term_string(T, "foo(X, Y)", [variable_names(V)])).
g(sformat(S, "~a-~a", [x, y])).
g(string(S)).
g(text_to_string('abc', S)).
g(text_to_string(X, S)).
g(char_type(a, alpha)).
g(char_type(X, digit(5))).
g(findall(C, (member(C, [a, 'A', '1', ' ', '_', '.']), char_type(C, csym)), L)).
g(findall(C, (member(C, [a, 'A', '1', ' ', '_', '.']), char_type(C, csymf)), L)).
g(findall(C, (member(C, [a, 'A', '1', ' ', '_', '.']), char_type(C, punct)), L)).
g(findall(C, (member(C, [a, 'A', '1', ' ', '_', '.', '\n']), char_type(C, space)), L)).
g(findall(C, (member(C, [a, 'A', '1', ' ', '_', '.', '\n']), char_type(C, graph)), L)).
g(char_type(a, upper(U))).
g(char_type('A', upper(L))).
g(char_type(X, upper(a))).
g(char_type(a, to_lower(U))).
g(char_type('A', to_lower(X))).
g(char_type(a, to_upper(X))).
g(char_type(X, to_lower(a))).
g(char_type(a, lower(U))).
g(code_type(0'a, alpha)).
g(code_type(0'_, csymf)).
g(code_type(0' , space)).
g(code_type(0'1, digit(W))).
g(code_type(X, digit(3))).
g(code_type(0'f, xdigit(W))).
g(char_type(' ', white)).
g(char_type('\n', end_of_line)).
g(char_type(a, punct)).
g(char_type('.', punct)).
g(char_type(a, graph)).
g(char_type(ab, alpha)).
g(char_type(a, foo)).
g(code_type(-1, alpha)).
g(char_type(X, Y)).
g(findall(T, char_type(a, T), L)).
g(findall(T, code_type(0'1, T), L)).
g(findall(C, char_type(C, digit(7)), L)).
g(code_type(0'a, to_lower(U))).
g(code_type(0'A, to_lower(U))).
g(char_type('é', alpha)).
g(char_type('é', upper(U))).
