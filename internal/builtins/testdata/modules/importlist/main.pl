% use_module/2 with an import list: what is not imported is reached only
% by qualification, and the program may define a predicate of its name.
:- use_module(lib, [pub1/1, pub2/1]).

pub3(users_own).

main :-
    pub1(X), writeln(X),
    pub2(Y), writeln(Y),
    lib:pub3(Z), writeln(Z),
    pub3(W), writeln(W),
    lib:uses_pub3(V), writeln(V).
