% Predicates of older textbooks and libraries that SWI-Prolog 9 still
% has and students' programs still call: name/2, DEC-10 character I/O,
% library(backcomp), library(gensym), library(occurs), library(terms),
% and lists, pairs and apply predicates that were missing.
:- style_check(-singleton).
:- ensure_loaded(driver).
g(name(X, "42")).
g(name(X, " 42")).
g(name(X, "0x1A")).
g(name(X, "1e10")).
g(name(X, "-5")).
g(name(X, "- 5")).
g(name(X, [a, b])).
g(name(X, [])).
g(name("str", X)).
g(name(12, X)).
g(name(1.5, X)).
g(name(foo, X)).
g(name(foo, "foo")).
g(name(12, "012")).
g(name(foo, [a|_])).
g(name([], X)).
g(name(X, Y)).
g(name(f(x), "ab")).
g(name(X, foo)).
g(name(X, [0'a, foo])).
g(name(X, [0'a|b])).
g(name(X, [-1])).
g(name(foo, bar)).
g(divmod(7, 2, Q, R)).
g(divmod(-7, 2, Q, R)).
g(divmod(7, -2, Q, R)).
g(divmod(100000000000000000000001, 7, Q, R)).
g(divmod(a, 2, Q, R)).
g(divmod(7.0, 2, Q, R)).
g(divmod(_, 2, Q, R)).
g(divmod(7, 0, Q, R)).
g(prefix(P, [a, b])).
g(prefix([a], [a, b])).
g(same_length(X, [a, b])).
g(same_length([a], [b, c])).
g(group_pairs_by_key([a-1, a-2, b-3, a-4], G)).
g(group_pairs_by_key([], G)).
g(scanl([X, A0, A]>>(A is A0 + X), [1, 2, 3], 0, L)).
g(scanl([X, Y, A0, A]>>(A is A0 + X * Y), [1, 2], [3, 4], 0, L)).
g(sub_term(S, f(a, g(b)))).
g(sub_term(a, X)).
g(occurrences_of_term(a, f(a, X, g(a), b), N)).
g(occurrences_of_var(X, f(X, Y, X), N)).
g(contains_term(g(_), f(a, g(b)))).
g(contains_var(Y, f(X))).
g(free_of_var(Y, f(X))).
g(free_of_term(c, f(a, b))).
g(sub_var(X, f(X, X))).
g(variant(f(X, Y), f(A, B))).
g(variant(f(X, Y), f(A, A))).
g(subsumes_chk(f(_), f(a))).
g(subsumes(f(X), f(a))).
g(duplicate_term(f(X, a), Y)).
g(concat(a, b, X)).
g(concat(1, 2, X)).
g(string_to_list(S, [97])).
g(string_to_list("ab", L)).
g(proper_list([a|_])).
g(sublist(atom, [a, 1, b], L)).
g(merge([c, a], [b], L)).
g(merge([a, c], [b, d], L)).
g(merge_set([a, c], [b, c], L)).
g(checklist(atom, [a, 1])).
g((gensym(a, X), gensym(a, Y), reset_gensym(a), gensym(a, Z), gensym(b, V), reset_gensym, gensym(b, W))).
g(gensym(f(x), X)).
g((seeing(S), telling(T))).
o(write_ln(hello)).
o((put(0'a), put(b), put(current_output, 0'c))).
o(put(foo)).
o(put(1+1)).
o(put(_)).
o(display(f(1+2, [a, b], {x}, 'A b', "s", -(1), (a :- b)))).
o(write_term([a, b], [no_lists(true)])).
o(write_term([a, b], [no_lists(true), quoted(true)])).
o((ttyflush, flush, write(done))).
o((open('data/terms.pl', read, In), see(In), get(C1), get0(C2), skip(0'\n), get0(C3), skip(0' ), get(C4), skip(0'z), get0(C5), seen, write([C1, C2, C3, C4, C5]))).
o((open('data/terms.pl', read, In), get0(In, C1), get(In, C2), skip(In, 0'(), get0(In, C3), close(In), write([C1, C2, C3]))).
