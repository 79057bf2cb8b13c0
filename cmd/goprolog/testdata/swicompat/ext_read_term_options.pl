% args: {}
:- initialization(main, main).
main :-
    open('ext_read_options.txt', read, S),
    read_term(S, T1, [variable_names(V1), singletons(Si1)]), writeq(T1-V1-Si1), nl,
    read_term(S, T2, [term_position(P2)]), stream_position_data(line_count, P2, L2), writeq(T2-L2), nl,
    catch(read_term(S, T3, [syntax_errors(error)]), E, (print_message(error, E), T3 = err)), writeq(T3), nl,
    read_term(S, T4, [syntax_errors(quiet)]) -> writeq(T4), nl ; writeln(quiet_failed).
main2 :-
    open('ext_read_options.txt', read, S),
    read_term(S, _, []), read_term(S, _, []),
    ( read_term(S, T, [syntax_errors(fail)]) -> writeq(T) ; writeln(failed) ), nl,
    read_term(S, T5, [syntax_errors(dec10)]), writeq(T5), nl,
    read(S, T6), writeq(T6), nl,
    read_term(S, T7, [variables(Vs), comments(C)]), writeq(T7-Vs), nl, length(C, NC), writeln(NC),
    read(S, EOF), writeq(EOF), nl, close(S),
    term_string(TS, "foo(X, _Y, X)", [variable_names(VN)]), writeq(TS-VN), nl,
    term_to_atom(TA, 'bar(A, "str", 0''c, `cs`)'), writeq(TA), nl.
:- initialization(main2).
