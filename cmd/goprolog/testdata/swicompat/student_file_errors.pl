% args: -q -g main -t halt {}
t(G) :- ( catch(G, E, (print_message(error, E), fail)) -> true ; true ).
% The error of a stream closed before, with the stream left out: swipl
% writes a stream's address.
closed(S, G) :- open('/dev/null', read, S), close(S),
    catch(G, error(existence_error(stream, _), C), (print(C), nl)).
main :-
    t(open('/nonexistent/dir/f.txt', read, _)),
    t(open('/nonexistent/dir/f.txt', write, _)),
    t(open(_, read, _)), t(open(f, badmode, _)), t(open(f, read, _, [bad(opt)])),
    t(open(f, read, notvar)),
    t(see('/nonexistent_file')),
    closed(S, read(S, _)), closed(S1, close(S1)), closed(S2, close(S2, [force(false)])),
    closed(S4, get_char(S4, _)),
    open('/dev/null', read, S5), close(S5), close(S5, [force(true)]), writeln(forced),
    t(open('/dev/null', read, notvar)), t(open(nofile, read, notvar)),
    t(write(nosuchstream, x)),
    t(read(user_output, _)), t(write(user_input, x)),
    t(close(_)), t(set_input(foo)),
    t((open('/dev/null', read, S3), read(S3, X), print(X), nl, at_end_of_stream(S3), writeln(eof), close(S3))),
    t(consult('/nonexistent/file.pl')),
    t(exists_file('/etc/passwd')), writeln(exists),
    t(delete_file('/nonexistent/zzz')).
