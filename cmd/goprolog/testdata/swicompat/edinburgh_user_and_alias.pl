% args: -q -g main -t halt {}
% stdin: hello.
% stdin: world.
% tell(user) and see(user) name the terminal (user_output, user_input),
% as in DEC-10 Prolog; open/4 with alias(A) gives the stream as A.
main :-
    tell(user), writeln(x), telling(T), writeln(T), told, writeln(y),
    see(user), read(X), writeln(X), seeing(S), writeln(S), seen, read(Y), writeln(Y),
    append(user), writeln(z), told,
    tmp_file(alias, F),
    open(F, write, W, [alias(out)]), print(W), nl, format(out, "t(~q).~n", [1]), close(W),
    catch(close(out), E, (print(E), nl)),
    open(F, read, R, [alias(inp)]), read(inp, Term), print(R-Term), nl, close(inp),
    delete_file(F).
