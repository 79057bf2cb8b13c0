% current_atom/1 and current_functor/2 where goprolog's answers are
% swipl's: checks of given atoms and functors, and errors. Their
% enumeration orders differ (swipl's follow its tables), and
% current_functor/2 is an approximation (the functors of known
% predicates), so only membership is compared.
:- style_check(-singleton).
:- ensure_loaded(driver).
:- discontiguous g/1.

p(_, _, _).

g(current_atom(abc)).
g(current_atom(1)).
g(current_atom("abc")).
g(current_atom(f(x))).
g(has_atoms).
g(current_functor(atom_length, 2)).
g(current_functor(p, 3)).
g(current_functor(p, 2)).
g(current_functor(abc, 0)).
g(current_functor(foo_never_seen_xyz, A)).
g(current_functor(1, X)).
g(current_functor(f, a)).
g(current_functor(f, -1)).
g(has_functors).

has_atoms :- current_atom(A), atom(A), !, forall(member(X, [a, b]), current_atom(X)).
has_functors :- current_functor(N, A), atom(N), integer(A), !, current_functor(p, Ar), Ar == 3.
