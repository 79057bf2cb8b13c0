% args: -g main -t halt
% library(clpfd) loads library(apply_macros) and library(yall): a lambda
% given to maplist/N in a clause loaded after it is compiled, so that a
% variable the clause binds before the call is unbound inside it; the
% lambdas of other meta-predicates (foldl/4, include/3) and those with
% {Free}/ still see it.
:- use_module(library(clpfd)).
t(G) :- catch((G -> true ; writeln(failed)), E, (print_message(error, E))).
domains :- N = 4, length(Qs, N), maplist([Q]>>(Q in 1..N), Qs), writeln(ok(Qs)).
offsets :- N = 3, numlist(1, N, L), maplist([X, Y]>>(Y is X + N), L, R), writeln(R).
free :- N = 3, numlist(1, N, L), maplist({N}/[X, Y]>>(Y is X + N), L, R), writeln(R).
folded :- N = 3, numlist(1, N, L), foldl([X, A0, A]>>(A is A0 + X*N), L, 0, S), writeln(S).
included :- N = 3, numlist(1, N, L), include([X]>>(X > N - 2), L, R), writeln(R).
rows :- numlist(1, 3, L), maplist([I, Row]>>maplist([J, E]>>(E is I*J), L, Row), L, M), writeln(M).
main :- t(domains), t(offsets), t(free), t(folded), t(included), t(rows).
