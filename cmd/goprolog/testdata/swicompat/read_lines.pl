% args: -q -g main -t halt {}
% stdin: Hello World
% stdin: second line
main :- read_line_to_string(user_input, L1), writeln(L1), string_upper(L1, U), writeln(U),
    read_line_to_codes(user_input, C2), atom_codes(A2, C2), writeln(A2),
    read_line_to_string(user_input, L3), writeq(L3), nl,
    get_char(C), writeq(C), nl, peek_char(P), writeq(P), nl.
