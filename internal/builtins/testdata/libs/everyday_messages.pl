% The messages SWI-Prolog prints for the errors everyday goals raise,
% as print_message(error, E) writes them on standard error.
:- style_check(-singleton).
:- ensure_loaded(driver).
m(atom_length(X, Y)).
m(atom_length(abc, foo)).
m(atom_length(abc, -1)).
m(atom_length(f(x), L)).
m(X is foo + 1).
m(X is 1 / 0).
m(X is 1.0 / 0).
m(X is 0 / 0).
m(X is a).
m(X is foo(1)).
m(X is "ab" + 1).
m(X is 1 << a).
m(X is 1 + Y).
m(X is log(0)).
m(X is sqrt(-1)).
m(X is 2 ** a).
m(X is 1 mod 0).
m(X is 1.5 mod 2).
m(X is max(a, 1)).
m(atom_codes(X, Y)).
m(arg(x, f(a), A)).
m(functor(F, foo, -1)).
m(functor(F, foo(a), 1)).
m(atom_to_term('foo(', T, B)).
m(term_to_atom(T, 'a b')).
m(read_term_from_atom('foo(X', T, [])).
m(number_codes(X, "3x")).
m(number_codes(X, "foo")).
m(atom_number(X, Y)).
m(succ(X, 0)).
m(succ(X, Y)).
m(succ(a, X)).
m(succ(X, -1)).
m(plus(X, Y, 1)).
m(between(1, a, X)).
m(format("~d", [a])).
m(format("~q ~q", [a])).
m(format("~z", [])).
m(format("~a", [f(x)])).
m(format("~w", [a, b])).
m(format("~s", [abc])).
m(format("~c", [a])).
m(format("~e", [a])).
m(sort(0, foo, [], X)).
m(msort(a, X)).
m(msort([a|_], X)).
m(keysort([a], L)).
m(nth0(a, [], X)).
m(numlist(a, 2, L)).
m(sum_list([a], S)).
m(length(L, -1)).
m(length(L, a)).
m(atom_chars(X, [a|_])).
m(atom_chars(X, [a, f(b)])).
m(char_code(X, Y)).
m(sub_atom(X, B, L, A, S)).
m(nb_getval(nokey_abc, V)).
m(assertz(foo :- 1)).
m(assertz(atom_length(a, 1))).
m(asserta(3)).
m(retract(atom_length(_, _))).
m(abolish(foo/a)).
m(atom_codes(_, [0'a|foo])).
m(throw(my_error)).
m(throw(error(my_error, _))).
m(throw(error(type_error(integer, a), context(foo/2, _)))).
m(throw(error(type_error(integer, a), context(_, 'some message')))).
m(throw(error(existence_error(procedure, foo/0), foo/0))).
m(throw(error(domain_error(positive_integer, -3), _))).
m(throw(error(representation_error(max_arity), _))).
m(throw(error(resource_error(memory), _))).
m(throw(error(evaluation_error(undefined), _))).
m(throw(error(permission_error(open, source_sink, '/x'), _))).
m(throw(error(instantiation_error, _))).
m(throw(error(uninstantiation_error(a), _))).
m(throw(error(type_error(callable, 1), _))).
m(throw(error(existence_error(file, foo), _))).
m(throw(error(domain_error(foo, bar), context(baz/1, _)))).
m(throw(format("hello ~w", [world]))).
m(throw(foo(bar))).
m(open('/nonexistent/file', read, S)).
m(open(foo, badmode, S)).
m(open(X, read, S)).
m(see('/nonexistent/file')).
m(consult('/nonexistent/file')).
m(call(1)).
m(call((a, 1))).
m(call(_)).
m(tab(a)).
m(tab(-1)).
m(atom_string(X, Y)).
m(list_to_assoc([a-1, a-2], A)).
m(string_concat(X, Y, Z)).
m(atom_length(L, 3)).
m(sub_atom(abc, B, L, A, 1)).
m(catch(throw(inner), outer, true)).
m(string_code(a, "abc", C)).
m(split_string(X, "", "", L)).
m(upcase_atom(X, Y)).
m(number_string(N, 12)).
m(atomic_list_concat([a, B], X)).
m(atomic_list_concat(L, '', abc)).
m(atomic_list_concat([a, b], X, 'a-b')).
m(put_char(1)).
m(nl(nostream)).
m(write(nostream, x)).
m(close(nostream)).
m(current_op(P, foo, X)).
m(op(1201, xfx, foo)).
m(op(200, yfy, foo)).
m(op(200, xfx, ',')).
m(char_type(a, foo)).
m(atom_length(123, X)).
m(copy_term(X, Y)).
m(X = f(X)).
m(with_output_to(foo, true)).
m(read_term(user_input, T, [foo])).
m(write_term(x, [quoted(maybe)])).
m(write_term(x, [foo])).
m(last(L, X)).
m(aggregate_all(foo, true, X)).
m(between(1, 3, a)).
m(char_code(X, -1)).
m(atom_length(X, X)).
m(halt(a)).
m(sort(a, @<, [], L)).
m(sort(1, @<, [a], L)).
m(erase(x)).
m(assertz(_)).
m(retract(_)).
m(clause(_, B)).
m(clause(atom_length(_, _), B)).
m(number_codes(X, [0'1, a])).
m(atom_to_term(X, T, B)).
m(tab(foo, 1)).
m(string_chars(X, Y)).
m(sumlist(L, S)).
m(format(1, [])).
m(format(_, [])).
m(format(1)).
m(format("~q")).
m(format(f(x), [a])).
m(throw(error(syntax_error(bad), _))).
m(throw(error(syntax_error(undefined_char_escape(q)), _))).
m(term_to_atom(T, '1.0e400')).
m(number_codes(X, "1.0e400")).
m(list_to_set(a, X)).
m(list_to_set([a|_], X)).
m(string_to_atom(A, B)).
m(string_to_atom(f(x), B)).
m(code_type(A, B)).
m(code_type(a, foo)).
m(char_type(A, B)).
m(code_type(f(x), alpha)).
