% args: -g main -t halt
% read_line_to_string/2 over a file with CRLF lines, carriage returns at
% either end, empty lines, a line longer than the stream's buffer,
% multi-byte characters and a last line without a newline; the stream's
% position after each line.
main :-
    tmp_file_stream(binary, F, Out),
    forall(member(B, `ab\r\n\r\rcd\r\n\nxy`), put_byte(Out, B)), put_byte(Out, 0'\n),
    forall(between(1, 5000, I), (C is 0'a + I mod 26, put_byte(Out, C))), put_byte(Out, 0'\n),
    forall(member(B, [0'p, 0'q, 0xc3, 0xa9, 0'\n]), put_byte(Out, B)),
    forall(member(B, [0xe2, 0x82, 0xac, 0'e, 0'n, 0'd]), put_byte(Out, B)),
    close(Out),
    open(F, read, In),
    lines(In),
    close(In),
    delete_file(F).

lines(In) :-
    read_line_to_string(In, L),
    line_count(In, LC), line_position(In, LP), character_count(In, CC),
    (   string(L), string_length(L, N), N > 100
    ->  sub_string(L, 0, 10, _, P), print(long(N, P))
    ;   print(L)
    ),
    print(at(LC, LP, CC)), nl,
    (   L == end_of_file -> true ; lines(In) ).
