% append/3 as a user predicate, loaded with GCP.pl in both systems: the
% course's meta-interpreter reads append/3's clauses with clause/2, which
% SWI-Prolog refuses for its library's (system) definition, so that
% without this file swipl does not finish solutionG/2.

append([], L, L).
append([H|T], L, [H|R]) :- append(T, L, R).
