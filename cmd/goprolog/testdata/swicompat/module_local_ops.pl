% args: {}
:- use_module(m_rules).
:- use_module(m_fd).
:- initialization(main, main).
main :- fire(D), writeln(D),
    X = (p =>> q), writeq(X), nl,
    ( catch(term_to_atom(T, 'a and b'), E, (print_message(error, E), fail)) -> writeq(T), nl ; true ),
    ( current_op(P, Ty, and) -> writeln(op(P, Ty)) ; writeln(no_and_op) ),
    m_rules:fact(goal), writeln(ok),
    assertz(newmod:item(1)), assertz(newmod:item(2)), findall(I, newmod:item(I), Is), writeln(Is),
    ( catch(item(_), E2, (print_message(error, E2), fail)) -> true ; true ),
    ( current_module(newmod) -> writeln(has_newmod) ; writeln(no_newmod) ),
    newmod:assertz(other(3)), ( catch(newmod:other(O), _, fail) -> writeln(O) ; writeln(no_other) ),
    @(writeln(at_call), m_rules).
t2 :- solve(X), writeln(X), catch(term_to_atom(_, 'Y #= 2'), error(E, _), true), writeln(E).
:- initialization(t2).
