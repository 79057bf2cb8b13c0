% args: -q -g main -t halt {}
% A syntax error that a read from a file raises, on a later line of a
% term than its first: source_location/2 gives the line where the term
% begins, and so does the header of the message of the goal that does
% not catch the error.
main :-
    open('read_syntax_error_data.txt', read, S),
    read(S, T1), writeln(T1),
    source_location(F1, L1), writeln(F1:L1),
    catch(read(S, _), E, true), print_message(error, E),
    source_location(F2, L2), writeln(F2:L2),
    read(S, T3), writeln(T3),
    source_location(F3, L3), writeln(F3:L3),
    close(S),
    open('read_syntax_error_data.txt', read, S2),
    read(S2, _),
    read(S2, _).
