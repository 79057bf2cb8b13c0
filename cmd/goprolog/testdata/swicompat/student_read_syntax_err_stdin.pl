% args: -q -g main -t halt {}
% stdin: good(1).
% stdin: bad(1 2).
% stdin: good(2).
main :-
    repeat,
    catch(read(T), E, (print_message(error, E), T = error)),
    ( T == end_of_file -> ! ; print(T), nl, fail ).
