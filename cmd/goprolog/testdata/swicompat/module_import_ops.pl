% args: -q -g main -t halt {}
% The operators a module exports hold where it is imported: all of them
% for use_module/1 and an except list, those an import list names for
% use_module/2; reexport/1,2 pass them on as they pass on predicates.
:- use_module(m_opbase, [b1/1]).
t1 :- X = (a ===> b), writeq(X), nl.
:- use_module(m_opmid).
t2 :- X = (a ===> b), writeq(X), nl, bb2(Y), writeln(Y), m1(Z), writeq(Z), nl.
t3 :- catch(term_to_atom(T, 'x ~~ y'), E, (print_message(error, E), fail)), writeq(T), nl.
:- use_module(m_opall).
t4 :- X = (a ~~ b), writeq(X), nl.
main :- t2, ( t3 -> true ; writeln(no_t3) ), t4,
    strip_module(foo:bar(1), M, G), writeln(M-G),
    strip_module(bar(1), M2, G2), writeln(M2-G2).
