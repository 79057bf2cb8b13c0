% nth_clause/3 in all modes, on static and dynamic predicates: its
% references are those clause/3, erase/1 and instance/2 accept. The
% references themselves are not printed (their addresses differ).
:- style_check(-singleton).
:- ensure_loaded(driver).
:- discontiguous g/1.

:- dynamic d/1.
d(1). d(2). d(3).
s(a).
s(b) :- true.
s(c) :- d(_).
:- dynamic e/0.

% nth(Head, I, Clause): the I-th clause of Head's predicate, as H :- B.
nth(Head, I, (H :- B)) :- nth_clause(Head, I, R), clause(H, B, R).
% back(Ref-mode): Head and Index from a reference.
back(Head0, I0, H, I) :- nth_clause(Head0, I0, R), nth_clause(H, I, R).
ref_kind(K) :- nth_clause(d(_), 1, R), blob(R, K).
from_clause3(X, Y) :- clause(s(c), _, R), nth_clause(X, Y, R).
asserted(I) :- assertz(d(4), Ref), nth_clause(d(_), I, Ref), erase(Ref).
retracted(I) :- nth_clause(d(_), 1, R), retract(d(1)), ( nth_clause(_, I, R) -> true ; I = gone ), asserta(d(1)).
erased(L) :- nth_clause(d(_), 2, R), erase(R), findall(X, d(X), L), assertz(d(2)).
instance_of(N, T) :- nth_clause(d(_), N, R), instance(R, T).
erase_static(E) :- nth_clause(s(_), 1, R), catch(erase(R), error(E0, _), true), E0 = permission_error(A, B, _), E = permission_error(A, B, ref).

g(nth(s(_), I, C)).
g(nth(s(_), 2, C)).
g(nth(d(_), I, C)).
g(nth(d(9), I, C)).
g(nth(d(_), 3, C)).
g(back(d(_), 2, H, I)).
g(back(s(x), 3, H, I)).
g(from_clause3(X, Y)).
g(nth_clause(d(_), 4, R)).
g(nth_clause(d(_), 0, R)).
g(nth_clause(d(_), -1, R)).
g(nth_clause(e, I, R)).
g(nth_clause(nope(_), I, R)).
g(nth_clause(atom_length(_,_), I, R)).
g(nth_clause(X, 1, R)).
g(nth_clause(X, I, R)).
g(nth_clause(1, I, R)).
g(nth_clause(d(_), I, foo)).
g(nth_clause(X, I, foo)).
g(ref_kind(K)).
g(asserted(I)).
g(retracted(I)).
g(erased(L)).
g(instance_of(1, T)).
g(erase_static(E)).
g(findall(I, nth_clause(d(_), I, _), L)).

% A compiled clause.
count(Head, N) :- findall(x, nth_clause(Head, _, _), L), length(L, N).
g(count(d(_), N)).
g(count(s(_), N)).
