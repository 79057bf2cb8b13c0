% A module's private helper and the user's helper of the same name.
:- use_module(m).

helper(a, b).

main :-
    double(3, Y), writeln(double=Y),
    twice(5, T), writeln(twice=T),
    forall(helper(A, B), writeln(user_helper(A, B))),
    m:helper(4, Z), writeln(qualified=Z),
    G = helper(10, W), m:G, writeln(runtime_qualified=W),
    call(m:helper, 7, V), writeln(closure=V),
    (   catch(secret_of_m, error(E, _), (writeln(E), fail))
    ->  true
    ;   writeln(no_secret)
    ).
