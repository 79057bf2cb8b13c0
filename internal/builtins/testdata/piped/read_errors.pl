% Syntax errors read from streams: the error term's position (file/4
% for a file, stream/4 for user_input and string streams, SWI-Prolog
% numbering user_input's lines from 0), the message print_message/2
% prints for it, read_term/2's syntax_errors option, and the fresh line
% a message starts on after a term read from user_input. Standard
% input is read_errors.in. Only the first error is read from
% user_input: swipl counts user_input's lines in one position with
% user_output's and user_error's (docs/swi-compat.md).

show(G) :-
    catch(G, E, true),
    (   var(E)
    ->  G = read(_, T), writeq(read(T)), nl
    ;   print(E), nl,
        print_message(error, E)
    ).

main :-
    show(read(user_input, _)),
    (   read_term(_, [syntax_errors(quiet)]) -> true ; writeq(failed), nl ),
    read(X), writeq(X), nl,
    print_message(error, format("after a read", [])),
    open('syntax.txt', read, S),
    show(read(S, _)), show(read(S, _)), show(read(S, _)),
    show(read(S, _)), show(read(S, _)), show(read(S, _)),
    close(S),
    open('open.txt', read, S0),
    show(read(S0, _)), show(read(S0, _)),
    close(S0),
    open('syntax.txt', read, S1),
    read_term(S1, T1, [syntax_errors(dec10)]), writeq(dec10(T1)), nl,
    close(S1),
    open('syntax.txt', read, S2, [alias(syn)]),
    show(read(syn, _)),
    close(S2),
    open_string("x.\n\n  foo(bar.\nok.", S3),
    set_stream(S3, alias(str)),
    show(read(str, _)), show(read(str, _)), show(read(str, _)),
    show(read(str, _)),
    open_string([0'a, 0'.], S4), read(S4, T4), writeq(T4), nl,
    open_string(`b.`, S5), read(S5, T5), writeq(T5), nl,
    open_string('s. ', S6), read_term(S6, T6, []), writeq(T6), nl,
    catch(open_string(_, _), error(E1, _), true), print(E1), nl,
    catch(open_string(f(x), _), error(E2, _), true), print(E2), nl,
    catch(open_string(12, _), error(E3, _), true), print(E3), nl.
