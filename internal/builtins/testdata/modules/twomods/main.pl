% Two modules with a private step/1 each, one using the other.
:- use_module(a).
:- use_module(b).

step(from_user).

main :-
    run_a(A), writeln(A),
    run_b(B), writeln(B),
    both(L), writeln(L),
    step(U), writeln(U),
    a:step(X), writeln(X),
    b:step(Y), writeln(Y).
