% args: -q -g main -t halt {}
main :-
    tmp_file_stream(text, F, S0), close(S0),
    open(F, write, S), format(S, "line one~n", []), write(S, fact(1)), write(S, '.'), nl(S),
    writeq(S, 'quoted atom'), write(S, '.'), nl(S), close(S),
    open(F, read, R), read_line_to_string(R, L1), read(R, T1), read(R, T2), read(R, T3), close(R),
    print([L1, T1, T2, T3]), nl,
    open(F, append, A), write(A, extra), nl(A), close(A),
    read_file_to_string(F, Str, []), string_length(Str, Len), writeln(Len),
    read_file_to_terms(F, _, []) -> true ; writeln(terms_failed).
