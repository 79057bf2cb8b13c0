% args: -q -g main -t halt {}
% peek_string/3 reads ahead without consuming: characters of several
% bytes, past the end of the stream, zero, and its argument errors.
main :- open('peek_string_data.txt', read, S), peek_string(S, 3, A), print(A), nl, read_term(S, T, []), print(T), nl,
  peek_string(S, 100, B), print(B), nl, get_char(S, C), print(C), nl, peek_string(S, 0, Z), print(Z), nl,
  catch(peek_string(S, -1, _), E, (print(E), nl)), catch(peek_string(S, a, _), E2, (print(E2), nl)), close(S),
  open('peek_string_data.txt', read, S2), peek_string(S2, 5, P5), print(P5), nl, close(S2).
