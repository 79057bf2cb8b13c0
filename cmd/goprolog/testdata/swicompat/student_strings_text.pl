% args: -q -g main -t halt {}
% Text processing a student writes: words, counts, capitalisation.
capitalize(W, C) :- sub_atom(W, 0, 1, _, F), sub_atom(W, 1, _, 0, R), upcase_atom(F, FU), atom_concat(FU, R, C).
main :-
    S = "the quick brown fox jumps over the lazy dog the end",
    split_string(S, " ", "", Ws), length(Ws, N), format("~d words~n", [N]),
    msort(Ws, Sorted), clumped_pairs(Sorted, Counts), print(Counts), nl,
    maplist([W, A]>>atom_string(A, W), Ws, As), maplist(capitalize, As, Cs), atomic_list_concat(Cs, ' ', Title), writeln(Title),
    string_upper(S, U), sub_string(U, 0, 9, _, Start), writeln(Start),
    atomic_list_concat(Parts, 'the', 'the cat and the hat'), print(Parts), nl,
    string_code(1, S, C1), char_code(Ch, C1), writeln(Ch),
    sub_atom(hello_world, Before, _, 0, world), writeln(Before),
    atom_chars(racecar, Cs2), reverse(Cs2, Cs2), writeln(palindrome),
    string_chars(Str, [h, e, y]), string_concat(Str, "!", Ex), writeln(Ex),
    term_to_atom(point(1, 2), TA), atom_length(TA, TL), writeln(TA-TL),
    format("~s and ~s~n", [[104, 105], "there"]),
    sformat_like.
clumped_pairs(L, Ps) :- clumped(L, Ps).
sformat_like :- format(atom(A), "~w-~w", [a, b]), writeln(A), with_output_to(string(S), print([x, 'Y'])), string_length(S, L), writeln(S/L).
