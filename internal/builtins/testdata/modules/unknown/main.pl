% A module's call of a predicate defined nowhere raises
% existence_error(procedure, m:Name/Arity); one defined in user after
% the module was loaded is found there.
:- use_module(m).
:- lists:fail.

report(G) :- catch(G, error(E, _), writeln(caught(E))).

defined_later(ok).

main :-
    report(go),
    report(go2([1])),
    report(go3([a])),
    report(m:zz(1)),
    report(m:go),
    ( local_fail -> true ; writeln(local_failed) ),
    report(later(X)), writeln(X),
    report(m:defined_later(Y)), writeln(Y),
    report(zz(2)).
