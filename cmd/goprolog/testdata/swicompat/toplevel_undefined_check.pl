% args: -q {}
% stdin: assertz(cnt(0)), retract(cnt(C)), C1 is C + 1, assertz(cnt(C1)), cnt(X).
% stdin: assertz(g(1)), retractall(g(_)), \+ g(_).
% stdin: asserta(h(1)), findall(X, h(X), L).
% stdin: dynamic(d/1), d(X).
% stdin: assertz(m(1)), aggregate_all(count, m(_), N).
% stdin: catch(undefined_pred_xyz, E, true).
% stdin: catch(atom_length(1, 2, 3), E, true).
% stdin: forall(member(X, [a]), (X == a ; nosuch(X))).
% stdin: assertz(cnt(5)), cnt(X).
% stdin: h(X), d(Y).
% The top level checks every goal of a query before running it, as
% swipl's '$dwim_correct_goal'/3 does: a predicate the query itself
% defines is unknown when the query starts.
helper(1).
