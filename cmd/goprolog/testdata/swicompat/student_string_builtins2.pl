% args: -q -g main -t halt {}
t(G) :- ( catch(G, E, (print_message(error, E), fail)) -> print(G) ; write(failed) ), nl.
main :-
    t(string_length(abc, _)), t(string_length(42, _)), t(string_length(_, _)),
    t(string_lower('ABC', _)), t(sub_string(abc, 1, 1, _, _)),
    t(string_chars(_, _)), t(string_codes(_, [a])), t(string_to_atom(_, _)),
    t(number_string(_, "12 ")), t(number_string(_, "0x10")), t(number_string(_, "1e")),
    t(term_string(_, "foo(")), t(string(_)), t(text_to_string(f(x), _)),
    t(split_string(_, "", "", _)), t(string_code(0, "", _)),
    t(sub_string("abc", _, _, _, "bc")), t(sub_atom(abc, _, _, 0, _)),
    t(atom_string(_, _)), t(number_codes(_, [])), t(atom_number(_, _)),
    t(char_code(_, 0)), t(string_concat(_, _, _)), t(sub_string(_, _, _, _, _)),
    t(atomic_list_concat([a|_], _)), t(atomic_list_concat(foo, _)),
    t(upcase_atom(1, _)), t(string_number(1)).
