% [] as text: SWI-Prolog 7's [] is a reserved symbol, not the atom '[]'.
% The string built-ins read it as the empty list, the empty text;
% atom_length/2 writes it; format/2's ~a refuses it.
:- style_check(-singleton).
:- ensure_loaded(driver).
g(atom_length([], L)).
g(atom_string([], S)).
g(atom_string(A, [])).
g(atom_string([], "")).
g(atom_string(A, "[]")).
g(atom_string(abc, [])).
g(string_to_atom([], A)).
g(string_to_atom(S, [])).
g(string_to_atom("[]", A)).
g(split_string([], "", "", X)).
g(string_length([], L)).
g(string_code(1, [], C)).
g(string_chars([], C)).
g(string_codes([], C)).
g(string_chars(S, [])).
g(string_codes(S, [])).
g(atom_chars([], C)).
g(atom_codes([], C)).
g(atom_length('[]', L)).
g(string_length('[]', L)).
g(atom_string('[]', S)).
g(format(atom(A), "~a", [[]])).
g(format(atom(A), "~a", ['[]'])).
g(format(atom(A), "~w", [[]])).
