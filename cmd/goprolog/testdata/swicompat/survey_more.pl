% args: -q
% stdin: X = "abc", sub_string(X, 0, 1, _, F), string_upper(F, U).
% stdin:
% stdin: string_code(2, "abc", X).
% stdin:
% stdin: sub_atom(hello, B, 1, 0, L).
% stdin:
% stdin: atomic_list_concat([a, B], '-', 'a-b').
% stdin:
% stdin: atomic_list_concat(X, ', ', 'a, b, c').
% stdin:
% stdin: split_string("a.b.c", ".", "", [H|T]).
% stdin:
% stdin: split_string("", "", "", L).
% stdin:
% stdin: split_string("abc", "", "", L).
% stdin:
% stdin: string_concat(S, "fix", "suffix").
% stdin:
% stdin: sub_string("hello", 1, _, 0, S).
% stdin:
% stdin: atom_string(A, "").
% stdin:
% stdin: term_string(T, "").
% stdin:
% stdin: number_codes(X, "  42").
% stdin:
% stdin: atom_number(A, 3.0).
% stdin:
% stdin: atom_number('-12', N).
% stdin:
% stdin: atom_number('+12', N).
% stdin:
% stdin: number_codes(N, "1.5e3").
% stdin:
% stdin: X is integer("5").
% stdin:
% stdin: atom_length('', L).
% stdin:
% stdin: char_code(X, 0'\n), writeq(X), nl.
% stdin:
% stdin: atom_chars(X, ['1', '2']), atom(X).
% stdin:
% stdin: number_chars(N, ['1', '2']).
% stdin:
% stdin: char_type(X, to_lower(a)).
% stdin:
% stdin: forall(member(C, [a, 'A', '1', ' ', '_', '.']), (findall(T, (member(T, [alpha, alnum, csym, csymf, graph, punct, space, white, upper, lower, digit(_)]), char_type(C, T)), Ts), writeq(C-Ts), nl)).
% stdin:
% stdin: code_type(0'a, csymf).
% stdin:
% stdin: char_type(X, end_of_line).
% stdin:
% stdin: atom_codes(abc, L), last(L, X), char_code(C, X).
% stdin:
% stdin: sort(0, @>=, [3, 1, 2, 3], L), msort([b, a], M).
% stdin:
% stdin: predsort([O, A-_, B-_]>>compare(O, A, B), [b-1, a-2, b-3], L).
% stdin:
% stdin: sort(1, @>=, [f(1, a), f(3, b), f(2, c)], L).
% stdin:
% stdin: length(L, 3), maplist(=(x), L).
% stdin:
% stdin: numlist(1, 10, L), sumlist(L, S), max_list(L, M).
% stdin:
% stdin: numlist(1, 5, L), exclude([X]>>(0 is X mod 2), L, Odd).
% stdin:
% stdin: foldl([X, A0, A]>>(A is max(X, A0)), [3, 1, 4, 1, 5], 0, M).
% stdin:
% stdin: aggregate_all(count, member(_, []), C).
% stdin:
% stdin: aggregate_all(sum(X), member(X, []), S).
% stdin:
% stdin: aggregate_all(bag(X-Y), (member(X, [1, 2]), member(Y, [a, b])), L).
% stdin:
% stdin: findall(X-L, bagof(Y, member(X-Y, [a-1, b-2, a-3]), L), R).
% stdin:
% stdin: setof(X, member(X, [c, b, a]), [H|_]).
% stdin:
% stdin: (bagof(X, member(X, []), L) -> true ; L = none).
% stdin:
% stdin: forall(nth1(I, [a, b], E), format("~w: ~w~n", [I, E])).
% stdin:
% stdin: succ_throw(X) = succ_throw(1), succ(X, Y).
% stdin:
% stdin: between(1, 3, X), X > 1, !.
% stdin:
% stdin: between(0, 0, X).
% stdin:
% stdin: between(5, 3, X).
% stdin:
% stdin: between(1, inf, 3).
% stdin:
% stdin: plus(2, 3, X).
% stdin:
% stdin: plus(X, 3, 5).
% stdin:
% stdin: succ(0, X).
% stdin:
% stdin: X = f(A, B, A), copy_term(X, Y).
% stdin:
% stdin: T = f(X, Y), numbervars(T, 0, End), print(T), nl.
% stdin:
% stdin: T = f(X, Y), numbervars(T, 0, End), writeq(T), nl.
% stdin:
% stdin: T = f(X, Y), numbervars(T, 0, End), write_canonical(T), nl.
% stdin:
% stdin: T = f(X, Y), numbervars(T, 0, End), write_term(T, [numbervars(false), quoted(true)]), nl.
% stdin:
% stdin: writeq('$VAR'(-1)), nl.
% stdin:
% stdin: writeq('$VAR'(foo)), nl.
% stdin:
% stdin: writeq('$VAR'('Foo')), nl.
% stdin:
% stdin: print('$VAR'(26)), nl.
% stdin:
% stdin: write_canonical('$VAR'(1)), nl.
% stdin:
% stdin: writeq(f(x,Y,'Z',"w",0'a,[])), nl.
% stdin:
% stdin: writeq(- (2)), nl.
% stdin:
% stdin: writeq(-(2.5)), nl.
% stdin:
% stdin: writeq(- a), nl.
% stdin:
% stdin: writeq(1 + -2), nl.
% stdin:
% stdin: writeq(1 - (-2)), nl.
% stdin:
% stdin: writeq(a- - - b), nl.
% stdin:
% stdin: writeq(2 ** 3 ** 4), nl.
% stdin:
% stdin: writeq((2 ** 3) ** 4), nl.
% stdin:
% stdin: writeq(2 ^ 3 ^ 4), nl.
% stdin:
% stdin: writeq((2 ^ 3) ^ 4), nl.
% stdin:
% stdin: writeq(- (- (- a))), nl.
% stdin:
% stdin: writeq(\ \ a), nl.
% stdin:
% stdin: writeq(f(a :- b, (c, d))), nl.
% stdin:
% stdin: writeq((a , b ; c -> d)), nl.
% stdin:
% stdin: writeq([a, b | [c]]), nl.
% stdin:
% stdin: writeq('hello world'), nl.
% stdin:
% stdin: writeq(['\\', '''', '"']), nl.
% stdin:
% stdin: writeq("a\"b"), nl.
% stdin:
% stdin: writeq('\x41\'), nl.
% stdin:
% stdin: writeq(f(';', '!', '[]', '{}', ',')), nl.
% stdin:
% stdin: writeq(;), nl.
% stdin:
% stdin: writeq(!), nl.
% stdin:
% stdin: writeq((a:-!)), nl.
% stdin:
% stdin: writeq(- (-)), nl.
% stdin:
% stdin: writeq(1.0), nl.
% stdin:
% stdin: writeq(-0.0), nl.
% stdin:
% stdin: writeq(1.0e100), nl.
% stdin:
% stdin: writeq(1.5NaN), nl.
% stdin:
% stdin: writeq(123456789012345678901234567890), nl.
% stdin:
% stdin: X is 2 ** 100, writeq(X), nl.
% stdin:
% stdin: X is 7 / 2.0, writeq(X), nl.
% stdin:
% stdin: X is 10 ** -2.
% stdin:
% stdin: X is 10.0 ** -2.
% stdin:
% stdin: X is 5 / 2.
% stdin:
% stdin: X is -5 // 2.
% stdin:
% stdin: X is -5 div 2.
% stdin:
% stdin: X is truncate(-0.5).
% stdin:
% stdin: X is round(0.5).
% stdin:
% stdin: X is sign(-3), Y is sign(0.0).
% stdin:
% stdin: X is min(1, 1.0), Y is max(1, 1.0).
% stdin:
% stdin: X is 3.0, Y is integer(X).
% stdin:
% stdin: X is float(1 << 62).
% stdin:
% stdin: X is 1.0 * 10 ** 15.
% stdin:
% stdin: X is 1.0e15.
% stdin:
% stdin: X is 1.0e16.
% stdin:
% stdin: X is 123456789.0 * 10.
% stdin:
% stdin: X is 0.1 + 0.2.
% stdin:
% stdin: X is 1 / 3.0.
% stdin:
% stdin: X is 2 / 3.
% stdin:
% stdin: X is 22 / 7.0.
% stdin:
% stdin: X is sqrt(2).
% stdin:
% stdin: X is 100.0.
% stdin:
% stdin: X is 1.0e-5.
% stdin:
% stdin: X is 0.0001.
% stdin:
% stdin: X = 1.0e-4.
% stdin:
% stdin: format("~4|~w~n", [x]).
% stdin:
% stdin: format("~w~t~10+~w~t~10+~n", [ab, cd]).
% stdin:
% stdin: format("~t~w~10+~t~w~10+~n", [ab, cd]).
% stdin:
% stdin: format("~`xt~t~20|~n").
% stdin:
% stdin: format("~a~t~`.t~20|~a~n", [abc, def]).
% stdin:
% stdin: format("~e~n", [1]).
% stdin:
% stdin: format("~3d~n", [5]).
% stdin:
% stdin: format("~0d~n", [5]).
% stdin:
% stdin: format("~2d~n", [-5]).
% stdin:
% stdin: format("~D~n", [123]).
% stdin:
% stdin: format("~2D~n", [-123456]).
% stdin:
% stdin: format("~f~n", [1.0e20]).
% stdin:
% stdin: format("~2f~n", [-0.005]).
% stdin:
% stdin: format("~1f~n", [0.05]).
% stdin:
% stdin: format("~1f~n", [0.15]).
% stdin:
% stdin: format("~1f~n", [0.25]).
% stdin:
% stdin: format("~0f~n", [0.5]).
% stdin:
% stdin: format("~0f~n", [1.5]).
% stdin:
% stdin: format("~g~n", [1.0e20]).
% stdin:
% stdin: format("~g~n", [123]).
% stdin:
% stdin: format("~15f~n", [0.1]).
% stdin:
% stdin: format("~20f~n", [1/3]).
% stdin:
% stdin: format("~w~n", [1.0e20]).
% stdin:
% stdin: format("~w ~i~w~n", [a, b, c]).
% stdin:
% stdin: format("~r~n", [5]).
% stdin:
% stdin: format("~8|~a~n", [abc]).
% stdin:
% stdin: format("~c~n", [0x1F600]).
% stdin:
% stdin: format("~p~n", ["string"]).
% stdin:
% stdin: format("~q ~a~n", ['it''s', 'it''s']).
% stdin:
% stdin: format("~w", [[a|T]]), nl.
% stdin:
% stdin: format("~*c~w~n", [3, 0'., x]).
% stdin:
% stdin: format("~`-t~40|~n~w~t~20|~w~n", [name, value]).
% stdin:
% stdin: format("~t~w~t~11|~n", [mid]).
% stdin:
% stdin: format("~ic~w~n", [a, b]).
% stdin:
% stdin: format(atom(A), "~w~30|~w", [a, b]), atom_length(A, L).
% stdin:
% stdin: format(string(S), "~a", [abc]), string(S).
% stdin:
% stdin: format(codes(C), "hi", []).
% stdin:
% stdin: format(codes(C, T), "hi", []).
% stdin:
% stdin: format(chars(C), "~w", [ab]).
% stdin:
% stdin: sformat(S, "x~wy", [1]), string(S).
% stdin:
% stdin: format("~s and ~s~n", ["abc", `def`]).
% stdin:
% stdin: format("~e ~f ~g~n", [1.5, 1.5, 1.5]).
% stdin:
% stdin: format("~a~n", abc).
% stdin:
% stdin: format("~d items~n", 3).
% stdin:
% stdin: format("~w~n", "str").
% stdin:
% stdin: nb_setval(x, f(Y)), nb_getval(x, V).
% stdin:
% stdin: b_setval(x, 1), b_getval(x, V).
% stdin:
% stdin: nb_setval(counter, 10), nb_getval(counter, V), V2 is V + 1, nb_setval(counter, V2), nb_getval(counter, V3).
% stdin:
% stdin: recorda(k, f(1)), recorded(k, X).
% stdin:
% stdin: recordz(k2, a), recordz(k2, b), findall(X, recorded(k2, X), L).
% stdin:
% stdin: flag(cnt, X, X + 1), flag(cnt, Y, Y).
% stdin:
% stdin: current_prolog_flag(bounded, B).
% stdin:
% stdin: current_prolog_flag(double_quotes, D).
% stdin:
% stdin: current_prolog_flag(occurs_check, O).
% stdin:
% stdin: current_prolog_flag(unknown, U).
% stdin:
% stdin: current_prolog_flag(last_call_optimisation, X).
% stdin:
% stdin: current_prolog_flag(float_format, X).
% stdin:
% stdin: current_prolog_flag(answer_write_options, X).
% stdin:
% stdin: current_prolog_flag(toplevel_prompt, X).
% stdin:
% stdin: prolog_flag(bounded, X).
% stdin:
% stdin: string(S), S = "x".
% stdin:
% stdin: X = "a", Y = 'a', X == Y.
% stdin:
% stdin: X = "a", atom_string(Y, X), Y == a.
% stdin:
% stdin: "abc" = [a|_].
% stdin:
% stdin: "abc" == "abc".
% stdin:
% stdin: compare(O, "abc", abc).
% stdin:
% stdin: compare(O, 1.0, 1).
% stdin:
% stdin: msort(["b", a, 1, 2.0, f(x), "a"], L).
% stdin:
% stdin: sort(["b", "a", "b"], L).
% stdin:
% stdin: atom_length("abc", L).
% stdin:
% stdin: string_length(abc, L).
% stdin:
% stdin: string_length(42, L).
% stdin:
% stdin: sub_atom("hello", 0, 1, _, S).
% stdin:
% stdin: atom_concat("a", b, X).
% stdin:
% stdin: atom_concat(X, Y, ab).
% stdin:
% stdin: atom_concat(a, X, abc).
% stdin:
% stdin: upcase_atom("hi", X).
% stdin:
% stdin: term_to_atom(X, '"s"').
% stdin:
% stdin: term_to_atom("s", X).
% stdin:
% stdin: with_output_to(string(S), print("s")).
% stdin:
% stdin: print("s"), nl.
% stdin:
% stdin: write("s"), nl.
% stdin:
% stdin: writeq("s"), nl.
% stdin:
% stdin: write_canonical("s"), nl.
% stdin:
% stdin: write_term("s", [quoted(true)]), nl.
% stdin:
% stdin: print(['a b', "c d", 'E']), nl.
% stdin:
% stdin: writeq(f("a", 'b', "c")), nl.
% stdin:
% stdin: X = "line1\nline2", split_string(X, "\n", "", L).
% stdin:
% stdin: read_term_from_atom('"s"', T, []).
% stdin:
% stdin: term_string(T, "\"abc\""), string(T).
% stdin:
% stdin: string_codes(S, "abc").
% stdin:
% stdin: atom_codes(A, "abc").
% stdin:
% stdin: atom_chars(A, "abc").
% stdin:
% stdin: number_codes(N, "42").
% stdin:
% stdin: atom_to_term('foo("bar")', T, B).
% stdin:
% Goals of a survey of everyday SWI-Prolog use at the top level:
% text, sorting, numbers, number formatting, globals and flags, one query a line, each followed by an empty reply line.
