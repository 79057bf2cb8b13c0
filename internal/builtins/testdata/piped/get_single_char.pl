% get_single_char/1 on piped standard input, as swipl reads it when
% user_input is not a terminal: the first character of the next line
% that is not a space or tab (10 for an empty line), the rest of the
% line skipped; -1 at the end. get_char/1 after it reads on from there.
main :-
    get_single_char(A), get_single_char(B), get_single_char(C),
    get_char(D),
    get_single_char(E), get_single_char(F), get_single_char(G), get_single_char(H),
    print([A, B, C, D, E, F, G, H]), nl.
