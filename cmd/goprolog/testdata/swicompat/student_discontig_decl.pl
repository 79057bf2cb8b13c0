% args: -q -g main -t halt {}
:- discontiguous a/1.
a(1).
b(1).
a(2).
:- dynamic(q/1), dynamic((r/1, s/2)).
:- dynamic t/1 as incremental.
main :- findall(X, a(X), L), print(L), nl, ( q(_) -> true ; writeln(noq) ), ( s(_, _) -> true ; writeln(nos) ),
    predicate_property(q(_), dynamic), writeln(qdyn),
    ( predicate_property(a(_), discontiguous) -> writeln(disc) ; writeln(nodisc) ),
    ( predicate_property(a(_), number_of_clauses(N)) -> writeln(N) ; true ).
