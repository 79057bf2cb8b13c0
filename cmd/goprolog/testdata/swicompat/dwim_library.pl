% args: -q -g main -t halt {}
% An unknown procedure's message lists the other arities of system
% predicates (apply/2, msort/2), not those of library predicates a
% program has not loaded (display/1,2 of library(edinburgh),
% read_line_to_string/2 of library(readutil), list_to_set/2 of
% library(lists)), whether goprolog has them in Go or in Prolog.
main :-
    forall(member(G, [display(a, b, c), read_line_to_string(x), list_to_set(a),
                      apply(a), msort(a), sublist(a, b)]),
           catch(G, error(F, _), print_message(error, error(F, _)))).
% (The context is left out: swipl names the caller, catch/3, goprolog none.)
