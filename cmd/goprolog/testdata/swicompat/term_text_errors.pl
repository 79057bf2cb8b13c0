% args: -q -g main -t halt {}
% term_string/3 reads as read_term_from_atom/3 (whose name its errors
% carry, and which takes no number) and writes as format/3 does;
% atom_to_term/3 checks that Bindings may be a list before it reads.
t(G) :-
    (   catch(G, E, (print_message(error, E), fail))
    ->  \+ \+ (numbervars(G, 0, _), print(G)), nl
    ;   \+ \+ (numbervars(G, 0, _), print(fail(G))), nl
    ).
main :-
    t(term_string(_, "f(", d)), t(term_string(_, "f(x)", [foo])),
    t(term_string(_, "f(", [])), t(term_string(_, f(x), [])),
    t(term_string(_, 12, [])), t(term_string(_, "a b", [])),
    t(term_string(_, "f(X, Y)", [variable_names(_)])),
    t(term_string(_, "f(X,Y)", [variable_names(d)])),
    t(term_string(_, [0'a], [])), t(term_string(_, 'f(X)', [])),
    t(term_string(f(x), _, [max_depth(a)])), t(term_string(f(x), _, [quoted(maybe)])),
    t(term_string(f(x), _, [_])), t(term_string('A', _, [quoted(false)])),
    t(term_string('A'+[1,2,3], _, [max_depth(2)])),
    t(atom_to_term('f(', _, d)), t(atom_to_term('f(X)', _, [_|d])),
    t(atom_to_term('f(X)', _, [a])), t(atom_to_term(f, _, d)),
    t(atom_to_term('f(X)', _, ['X'=1])), t(atom_to_term('f(X)', _, f(x))),
    t(atom_to_term(f(x), _, d)), t(atom_to_term(_, _, d)),
    t(atom_to_term('', _, d)), t(atom_to_term(12, _, d)), t(atom_to_term([], _, d)),
    t(atom_to_term("", _, [])), t(atom_to_term('X', _, "")).
