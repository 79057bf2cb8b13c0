% args: -q -g main -t halt {}
% stream_property/2 gives a stream's encoding (utf8 for text, octet for
% binary) and newline (posix), as swipl does on Unix.
main :-
    tmp_file(enc, F),
    open(F, write, W), format(W, "x.~n", []), close(W),
    open(F, read, S), stream_property(S, encoding(E)), stream_property(S, newline(N)), print(E-N), nl, close(S),
    open(F, read, B, [type(binary)]), stream_property(B, encoding(E2)), print(E2), nl, close(B),
    stream_property(user_output, encoding(E3)), print(E3), nl,
    delete_file(F).
