% args: -q -g main -t halt {}
% read_term_from_atom/3 and term_string/3 read "..." as their
% double_quotes(Value) option says.
r(S, O) :-
    catch(( term_string(T, S, O), print(T), nl ), E, print_message(error, E)),
    catch(( read_term_from_atom(S, T2, O), print(T2), nl ), E2, print_message(error, E2)).
main :-
    forall(member(D, [codes, chars, atom, string, foo, _, 1]),
           r("f(\"ab\", [\"\"], 'x')", [double_quotes(D)])),
    r("f(\"ab\")", [double_quotes(codes), double_quotes(atom)]),
    r("\"a\\nb\"", [double_quotes(chars)]).
