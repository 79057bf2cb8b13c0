% Loaded by lib_gaps_module.pl: a module whose clauses pass its own
% predicates to library meta-predicates.
:- module(lib_gaps_module_m, [t/0]).
lp(1). lp(1). lp(2).
dbl(X, Y) :- Y is X*2.
ism(goal).
vm(X, v) :- var(X).
t :- findall(X, reduced(lp(X)), L), writeln(L),
     findall(X, reduced(X, lp(X), []), L2), writeln(L2),
     mapsubterms_var(vm, f(_), T), writeln(T),
     meta_options(ism, [goal(x), goal(other:y), other(z)], O), writeln(O),
     list_to_rbtree([1-1, 2-2], R), rb_partial_map(R, [2], dbl, R2),
     rb_visit(R2, P), writeln(P).
