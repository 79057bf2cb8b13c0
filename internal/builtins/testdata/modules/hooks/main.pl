% A module that adds a clause to a hook of user.
:- use_module(pp).

main :-
    show(f(secret(1), open)),
    print(secret(2)), nl,
    writeq(secret(3)), nl.
