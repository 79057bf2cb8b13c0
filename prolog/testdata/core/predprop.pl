% predicate_property/2 with an unbound head or property, which the
% built-in enumerates, called in compiled clauses and meta-called: the
% properties of one predicate, the heads that have a property,
% Module:Head, backtracking into the enumeration under a cut and under
% \+. swipl lists properties goprolog does not (size/1,
% last_modified_generation/1, ...), and in another order, so the tests
% keep the ones both have, sorted.

:- dynamic d/2.
d(1, one).
d(2, two).

s(a, 1).
s(b, 2).
s(c, 3).

r(X) :- s(X, _).

shared(P) :- memberchk(P, [defined, visible, static, dynamic, interpreted, number_of_clauses(_), built_in]).

mine(H) :- memberchk(H, [d(_, _), s(_, _), r(_), shared(_), mine(_)]).

t1(R) :- findall(P, (predicate_property(s(_, _), P), shared(P)), L), msort(L, R).
t2(R) :- findall(P, (predicate_property(d(_, _), P), shared(P)), L), msort(L, R).
t3(R) :- findall(H, (predicate_property(H, dynamic), mine(H)), R).
t4(R) :- findall(N-H, (predicate_property(H, number_of_clauses(N)), mine(H)), L), msort(L, R).
t5(R) :- G = predicate_property(r(_), P), findall(P, (call(G), shared(P)), L), msort(L, R).
t6(R) :- findall(P, (user:predicate_property(s(_, _), P), shared(P)), L), msort(L, R).
t7(R) :- findall(P, (predicate_property(user:s(_, _), P), shared(P)), L), msort(L, R).
t8(R) :- ( predicate_property(d(_, _), P), P == (dynamic) -> R = P ; R = none ).
t9(R) :- ( \+ predicate_property(s(_, _), dynamic) -> R = static ; R = dynamic ).
t10(R) :- findall(H, (predicate_property(user:H, number_of_clauses(3)), mine(H)), R).
t11(R) :- findall(P, (predicate_property(nothing_here(_), P)), R).
t12(R) :- findall(P, (predicate_property(atom_length(_, _), P), shared(P)), L), msort(L, R).
t13(R) :- count(200, 0, R).

count(0, N, N) :- !.
count(I, N0, N) :- ( predicate_property(s(_, _), number_of_clauses(C)) -> N1 is N0 + C ; N1 = N0 ), I1 is I - 1, count(I1, N1, N).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13]).

:- include('lib/run_tests.pl').
