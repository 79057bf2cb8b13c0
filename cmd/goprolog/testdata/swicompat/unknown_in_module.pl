% args: -q -g main -t halt {}
% A goal qualified with a module that does not define it, nor user,
% raises existence_error(procedure, Module:Name/Arity).
here(1).
main :-
    forall(member(G, [call(bar:baz), bar:baz, lists:nosuch(1), call(bar:baz, 1),
                      findall(X, bar:baz(X), _), user:nosuch, bar:here(X), bar:writeln(hi)]),
           ( catch(G, error(F, _), (print(F), nl)) -> true ; writeln(failed) )).
