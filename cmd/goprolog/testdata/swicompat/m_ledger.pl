:- module(m_ledger, [open_account/2, deposit/2, withdraw/2, balance/2, with_log/2, accounts/1]).
:- use_module(library(error)).
:- dynamic account/2.
:- meta_predicate with_log(+, 0).

open_account(Id, Init) :-
    must_be(atom, Id), must_be(nonneg, Init),
    (   account(Id, _) -> permission_error(open, account, Id) ; assertz(account(Id, Init)) ).
deposit(Id, Amt) :- must_be(positive_integer, Amt), update(Id, Amt).
withdraw(Id, Amt) :-
    balance(Id, B),
    (   Amt =< B -> Neg is -Amt, update(Id, Neg)
    ;   throw(error(insufficient_funds(Id, B, Amt), _)) ).
balance(Id, B) :- ( account(Id, B) -> true ; existence_error(account, Id) ).
update(Id, D) :- retract(account(Id, B0)), B is B0 + D, assertz(account(Id, B)).
accounts(L) :- findall(Id-B, account(Id, B), L0), msort(L0, L).
with_log(Msg, Goal) :- format("[~w] ", [Msg]), ( catch(Goal, E, (print_message(error, E), fail)) -> writeln(ok) ; writeln(failed) ).

:- multifile prolog:message//1.
prolog:message(error(insufficient_funds(Id, B, A), _)) -->
    [ 'Account ~w has ~d, cannot withdraw ~d'-[Id, B, A] ].
