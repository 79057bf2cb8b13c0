% args: -q
% stdin: X = "hello", string(X).
% stdin:
% stdin: string_concat("ab", "cd", S).
% stdin:
% stdin: string_concat(X, Y, "ab").
% stdin:
% stdin: string_length("héllo", L).
% stdin:
% stdin: string_code(1, "abc", C).
% stdin:
% stdin: string_code(0, "abc", C).
% stdin:
% stdin: string_code(4, "abc", C).
% stdin:
% stdin: sub_string("hello world", 6, 5, _, S).
% stdin:
% stdin: sub_string("abc", B, L, A, Sub).
% stdin:
% stdin: split_string("a,b,,c", ",", "", P).
% stdin:
% stdin: split_string("  hello  ", "", " ", P).
% stdin:
% stdin: split_string("/home//jan///nice/path", "/", "", L).
% stdin:
% stdin: split_string("SWI-Prolog, 7.0", ",", " ", L).
% stdin:
% stdin: split_string("a b", " ", " ", L).
% stdin:
% stdin: string_chars(S, [h, i]).
% stdin:
% stdin: string_codes("hi", C).
% stdin:
% stdin: string_to_atom("abc", A).
% stdin:
% stdin: string_to_atom(S, abc).
% stdin:
% stdin: number_string(N, "  42 ").
% stdin:
% stdin: number_string(N, "4.2e3").
% stdin:
% stdin: number_string(N, "abc").
% stdin:
% stdin: atom_string(A, "xyz").
% stdin:
% stdin: atom_string(42, S).
% stdin:
% stdin: string_lower("HeLLo", L).
% stdin:
% stdin: string_upper("straße", U).
% stdin:
% stdin: term_string(T, "foo(X, Y, X)").
% stdin:
% stdin: term_string(f(X, 'A', "s"), S).
% stdin:
% stdin: term_to_atom(f(X, Y), A).
% stdin:
% stdin: term_to_atom(T, 'g(1, "x")').
% stdin:
% stdin: string(S).
% stdin:
% stdin: text_to_string(hello, S).
% stdin:
% stdin: text_to_string([0'a, 0'b], S).
% stdin:
% stdin: string_number_test = X, atom_number('12abc', N).
% stdin:
% stdin: atom_number(A, 5).
% stdin:
% stdin: atom_number('0x1A', N).
% stdin:
% stdin: atom_number('1e10', N).
% stdin:
% stdin: sub_atom(hello, 1, 3, A, S).
% stdin:
% stdin: sub_atom(abcab, B, 2, A, ab).
% stdin:
% stdin: atomic_list_concat([a, b, c], '-', X).
% stdin:
% stdin: atomic_list_concat(L, '-', 'a-b--c').
% stdin:
% stdin: atomic_list_concat([a, "b", 1, 2.5], X).
% stdin:
% stdin: upcase_atom('hello World', U).
% stdin:
% stdin: char_code(C, 0'x).
% stdin:
% stdin: atom_length(123, L).
% stdin:
% stdin: sub_string("abc", 1, 1, 1, S), string(S).
% stdin:
% stdin: string_concat(abc, xyz, S).
% stdin:
% stdin: X = `abc`.
% stdin:
% stdin: X = 0'a.
% stdin:
% stdin: X = "a\nb", write(X), nl.
% stdin:
% stdin: format("~s~n", [[104, 105]]).
% stdin:
% stdin: format("~s~n", ["hi"]).
% stdin:
% stdin: atom_to_term('foo(X, Y, X)', T, B).
% stdin:
% stdin: read_term_from_atom('p(X, Y)', T, []).
% stdin:
% stdin: sformat(S, "~w", [x]).
% stdin:
% stdin: with_output_to(string(S), (write(a), write(1))).
% stdin:
% stdin: with_output_to(atom(A), print([1, 2])).
% stdin:
% stdin: with_output_to(codes(C), write(hi)).
% stdin:
% stdin: with_output_to(chars(C), write(hi)).
% stdin:
% stdin: format(atom(A), "~a-~d", [x, 42]).
% stdin:
% stdin: format(string(S), "~p", ['A b']).
% stdin:
% stdin: char_type(a, alpha).
% stdin:
% stdin: char_type(X, digit(5)).
% stdin:
% stdin: char_type('A', upper(L)).
% stdin:
% stdin: char_type(' ', space).
% stdin:
% stdin: code_type(0'1, digit(W)).
% stdin:
% stdin: char_type(a, to_lower(U)).
% stdin:
% stdin: atom_codes(A, "text").
% stdin:
% stdin: last([1, 2, 3], X).
% stdin:
% stdin: string_chars("", C).
% stdin:
% stdin: normalize_space(atom(A), "  a   b  c ").
% stdin:
% stdin: normalize_space(string(S), 'x    y').
% stdin:
% stdin: read_term_from_atom('foo(Bar)', T, [variable_names(V)]).
% stdin:
% stdin: sub_atom_icasechk('Hello World', S, world).
% stdin:
% stdin: string_codes(S, []).
% stdin:
% stdin: concat_atom([a, b], X).
% stdin:
% Goals of a survey of everyday SWI-Prolog use at the top level:
% strings, atoms and text conversion, one query a line, each followed by an empty reply line.
