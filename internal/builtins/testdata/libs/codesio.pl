% library(codesio) and library(charsio): formatting, writing and reading
% terms to and from code lists.
:- style_check(-singleton).
:- ensure_loaded(driver).
g(format_to_codes("~w-~w", [a, b], C)).
g(format_to_codes("x", [], C, T)).
g(with_output_to_codes(write(f(x)), C)).
g(with_output_to_codes(write(hi), C, T)).
g(with_output_to_codes(fail, C)).
g(write_to_codes(f(x, "s"), C)).
g(write_to_codes(a, C, T)).
g(write_term_to_codes(f('A'), C, [quoted(true)])).
g(write_term_to_codes(f('A'), C, T, [quoted(true)])).
g(read_from_codes("foo(X, Y).", T)).
g(read_from_codes("foo(X, Y)", T)).
g(read_from_codes("", T)).
g(read_from_codes("foo(", T)).
g(read_term_from_codes("p(X)", T, [variable_names(V)])).
g(format_to_chars("~w", [ab], C)).
g(format_to_chars("~w", [ab], C, T)).
g(write_to_chars(f(x), C)).
g(write_to_chars(f(x), C, T)).
g(atom_to_chars(abc, C)).
g(atom_to_chars(ab, C, T)).
g(atom_to_chars(X, C)).
g(atom_to_chars(f(x), C)).
g(number_to_chars(12, C)).
g(number_to_chars(12, C, [0'x])).
g(number_to_chars(a, C)).
g(read_from_chars("f(x).", T)).
g(read_term_from_chars("f(X)", T, [variable_names(V)])).
g(with_output_to_chars(write(ab), C)).
g(with_output_to_chars(write(ab), C, T)).
