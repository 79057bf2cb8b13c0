% use_module/2 with an import list; what is not imported is reached by
% qualification.
:- use_module(lib, [pub1/1, pub2/1]).

main :-
    pub1(X), writeln(X),
    pub2(Y), writeln(Y),
    lib:pub3(Z), writeln(Z),
    findall(P, lib:pub3(P), Ps), writeln(Ps).
