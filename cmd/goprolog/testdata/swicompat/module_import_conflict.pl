% args: -q {} -t halt
:- use_module(m_conflict).
:- use_module(m_other).
helper(local).
:- initialization(main).
main :-
    forall(helper(X), writeln(X)),
    forall(shared(Y), writeln(Y)),
    util_max(3, 7, M), writeln(M),
    only_other,
    ( predicate_property(shared(_), imported_from(F)) -> writeln(F) ; writeln(none) ),
    ( predicate_property(helper(_), imported_from(F2)) -> writeln(F2) ; writeln(local_helper) ).
