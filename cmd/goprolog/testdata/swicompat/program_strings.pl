% args: -q -g main -t halt {}
capitalize(W, C) :- sub_atom(W, 0, 1, _, F), sub_atom(W, 1, _, 0, R), upcase_atom(F, FU), atom_concat(FU, R, C).
title(S, T) :- split_string(S, " ", " ", Ws), maplist([W, C]>>(atom_string(A, W), capitalize(A, C)), Ws, Cs), atomic_list_concat(Cs, ' ', T).
palindrome(S) :- string_chars(S, Cs), reverse(Cs, Cs).
vowels(S, N) :- string_chars(S, Cs), include([C]>>member(C, [a, e, i, o, u]), Cs, Vs), length(Vs, N).
main :- title("hello big world", T), writeln(T),
    ( palindrome("racecar") -> writeln(yes) ; writeln(no) ),
    vowels("programming in prolog", N), writeln(N),
    string_code(1, "abc", C), char_code(Ch, C), writeln(Ch),
    sub_string("hello world", B, _, 0, "world"), writeln(B),
    atomic_list_concat(Parts, ',', 'a,b,c'), writeln(Parts),
    atomic_list_concat([x, y, z], '+', J), writeln(J),
    format("~s~n", [[0'o, 0'k]]), string_concat("abc", Rest, "abcdef"), writeln(Rest),
    term_to_atom(f(X, Y, X), A), writeln(A), with_output_to(string(S2), (write(a), write([1, 2]))), string_length(S2, L2), writeln(S2-L2),
    number_codes(Num, "0042"), writeln(Num), atom_number('0b101', Bn), writeln(Bn), atom_number('0o17', On), writeln(On).
