% args: -q -g main -t halt {}
:- use_module(m_a).
:- use_module(m_b, [b_hidden/0]).
user_pred(from_user).
main :- a_run, shared(S), writeln(S), b_hidden,
    ( catch(b_val(_), E, (print_message(error, E), fail)) -> true ; writeln(no_b_val) ),
    ( catch(twice(1, _), E2, (print_message(error, E2), fail)) -> true ; writeln(no_twice) ),
    m_a:b_val(X), writeln(X),
    ( predicate_property(b_hidden, imported_from(M)) -> writeln(M) ; writeln(none) ).
