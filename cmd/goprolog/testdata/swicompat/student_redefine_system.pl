% args: -q -g main -t halt {}
% A student's own length/2, once/1 or findall/3 clashes with the system's.
length([], 0).
length([_|T], N) :- length(T, N0), N is N0 + 1.
once(_).
findall(_, _, []).
my_length(L, N) :- length(L, N).
main :- my_length([a, b], N), writeln(N),
    catch(assertz(phrase(a, b)), E, (print_message(error, E))),
    catch(assertz(bagof(a, b, c)), E2, (print_message(error, E2))),
    catch(assertz(atom_length(a, b)), E3, (print_message(error, E3))).
