% args: {} 4 extra
:- module(app, []).
:- use_module(m_ledger, except([accounts/1])).
:- use_module(library(lists)).
:- initialization(main, main).

:- table fib/2.
fib(0, 0). fib(1, 1).
fib(N, F) :- N > 1, A is N-1, B is N-2, fib(A, FA), fib(B, FB), F is FA+FB.

main :-
    with_log(open, open_account(alice, 100)),
    with_log(open, open_account(bob, 5)),
    with_log(open_again, open_account(alice, 1)),
    with_log(bad_open, open_account("carol", 1)),
    with_log(neg, open_account(dave, -3)),
    with_log(dep, deposit(bob, 10)),
    with_log(dep_bad, deposit(bob, 0)),
    with_log(wd, withdraw(alice, 30)),
    with_log(wd_big, withdraw(bob, 1000)),
    with_log(missing, balance(zed, _)),
    m_ledger:accounts(L), print(L), nl,
    ( catch(accounts(_), E, (print_message(error, E), fail)) -> true ; true ),
    fib(30, F), writeln(F),
    current_prolog_flag(argv, Av), writeln(Av),
    context_module(M), writeln(M),
    ( Av = [X|_] -> atom_number(X, Code), halt(Code) ; true ).
