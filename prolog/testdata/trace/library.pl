% The library's predicates called from the query: those that meta-call
% no goal known at run time run on the tracing core from their own fast
% path; maplist/3 and findall/3 run on the solver, whose helpers call
% them too, and their goals' predicates on the core.
%
% run: trace, last([1,2,3], X), write(X), nl
% run: trace, nth0(1, [a,b,c], X), write(X), nl
% run: trace, sum_list([1,2,3], S), write(S), nl
% run: trace, maplist(inc, [1,2], L), write(L), nl
% run: trace, findall(X, inc(X, 2), L), write(L), nl

inc(X, Y) :- Y is X + 1.
