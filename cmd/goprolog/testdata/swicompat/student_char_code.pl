% args: -q -g main -t halt {}
t(G) :- ( catch(G, E, (print_message(error, E), fail)) -> print(G) ; write(failed) ), nl.
main :-
    t(char_code(_, 0'a)), t(char_code(b, _)), t(char_code(_, _)),
    t(char_code(ab, _)), t(char_code(_, -1)), t(char_code(_, 0x110000)),
    t(atom_chars(_, [a|_])), t(atom_chars(_, [a, f(x)])),
    t(atom_codes(_, [0'a, -1])), t(number_codes(_, "12a")),
    t(atom_length(_, _)), t(atom_length(f(x), _)), t(atom_length(abc, foo)),
    t(sub_atom(_, _, _, _, _)), t(atom_concat(_, b, _)), t(atom_concat(X, Y, ab)), print(X-Y), nl,
    t(upcase_atom(_, 'A')), t(char_type(_, foo)), t(number_codes(_, _)).
