% Predicates of SWI-Prolog 9 that goprolog lacked: findnsols/4,5 (chunks
% of solutions, each leaving the goal's alternatives),
% catch_with_backtrace/3, ansi_format/3 (plain text off a terminal),
% atomic_concat/3.
:- style_check(-singleton).
:- ensure_loaded(driver).
g(findall(L, findnsols(2, X, member(X, [a, b, c, d, e]), L), Ls)).
g(findall(L, findnsols(2, X, member(X, [a, b, c, d]), L), Ls)).
g(findall(L, findnsols(2, X, member(X, []), L), Ls)).
g(findnsols(0, X, member(X, [a, b]), L)).
g(findnsols(3, X, member(X, [a, b]), L)).
g(findnsols(2, X, member(X, [a, b, c]), L, T)).
g(findall(L-T, findnsols(2, X, member(X, [a, b, c]), L, T), R)).
g(findnsols(2, X-Y, member(X-Y, [1-A, 2-B, 3-A]), L)).
g(findall(L-M, (findnsols(2, X, member(X, [a, b, c]), L), findall(Y, member(Y, L), M)), R)).
g((findnsols(1, X, member(X, [a, b]), L), !, findall(Y, member(Y, [1, 2]), M))).
g(findnsols(-1, X, member(X, [a, b]), L)).
g(findnsols(a, X, member(X, [a, b]), L)).
g(findnsols(N, X, member(X, [a, b]), L)).
g(findnsols(2, X, undefined_goal_xyz(X), L)).
g(catch_with_backtrace(X is 1 + 2, E, true)).
g(catch_with_backtrace(throw(ball), E, true)).
g(catch_with_backtrace(X is foo + 1, error(E, _), true)).
g(with_output_to(string(S), ansi_format([bold, fg(red)], "hi ~w", [there]))).
g(with_output_to(string(S), ansi_format(bold, "~a-~a", [x, y]))).
g(atomic_concat(a, 1, X)).
g(atomic_concat("s", 2.5, X)).
