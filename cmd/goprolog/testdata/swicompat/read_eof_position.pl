% args: -q -g main -t halt {}
% The position of the end of file inside a term: the last character read,
% on the last line whether or not it ends with a newline.
show(File) :-
    open(File, read, S),
    catch(( repeat, read_term(S, T, []), T == end_of_file ), error(E, Where), (print(E-Where), nl)),
    close(S).
main :- show('read_eof_nonl.txt'), show('read_eof_nl.txt').
