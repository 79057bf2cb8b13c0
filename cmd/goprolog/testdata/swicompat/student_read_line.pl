% args: -q -g main -t halt {}
% stdin: first line
% stdin:   second  line  
% stdin: 
% stdin: 42
main :-
    read_line_to_string(user_input, L1), print(L1), nl,
    read_line_to_codes(user_input, C2), atom_codes(A2, C2), print(A2), nl,
    read_line_to_string(user_input, L3), print(L3), nl,
    read_line_to_string(user_input, L4), number_string(N, L4), print(N), nl,
    read_line_to_string(user_input, L5), print(L5), nl,
    read_line_to_codes(user_input, L6), print(L6), nl,
    get_char(C), print(C), nl, peek_char(P), print(P), nl.
