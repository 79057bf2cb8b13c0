% args: -q -g main -t halt {}
% stdin:   first words, then more
% stdin: second line
% stdin: third
% stdin: the rest of it
main :-
    read_string(user_input, " ", " ", Sep1, W1), writeq(Sep1-W1), nl,
    read_string(user_input, ",", "", Sep2, W2), writeq(Sep2-W2), nl,
    read_string(user_input, "\n", "\r ", Sep3, W3), writeq(Sep3-W3), nl,
    read_string(user_input, 5, S), writeq(S), nl,
    read_string(user_input, [0'\n], [], Sep4, W4), writeq(Sep4-W4), nl,
    read_string(user_input, L, Rest), writeq(L-Rest), nl,
    read_string(user_input, "\n", "", Sep5, W5), writeq(Sep5-W5), nl,
    read_string(user_input, L2, Rest2), writeq(L2-Rest2), nl,
    forall(member(G, [read_string(user_input, a, _),
                      read_string(user_input, -1, _),
                      read_string(_, 1, _),
                      read_string(no_such_stream, _, _),
                      read_string(user_input, 4, "", _, _),
                      read_string(user_input, "", f(x), _, _),
                      read_string(user_input, _, "", _, _)]),
           catch(G, E, print_message(error, E))).
