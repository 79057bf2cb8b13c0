% library(option): lookups in both forms, defaults, selection, merging,
% and the errors of a non-list.
:- use_module(library(option)).
:- style_check(-singleton).
:- ensure_loaded(driver).
g(option(a(X), [b(1)], def)).
g(option(a(X), [b=1,a=2])).
g(option(a(X), [b(1),a(2),a(3)])).
g(option(a(X), [b(1)|_])).
g(option(a(X), _)).
g(option(a, [a])).
g(option(a(X,Y), [a(1,2)])).
g(option(X, [a(1)])).
g(option(a(X), foo, 3)).
g(option(a(X), [a(1),a(2)], 3)).
g(option(a(2), [a(1)], 2)).
g(option(a(X), [a=1,a(2)], 3)).
g(option(a(X), [], 3)).
g(option(a(X), [x], 3)).
g(option(a(1), [a(X)])).
g(select_option(a(X), [b(1),a(2),c=3], R)).
g(select_option(c(X), [b(1),a(2),c=3], R)).
g(select_option(d(X), [b(1),a(2),c=3], R, def)).
g(select_option(a(X), [b(1),a(2),c=3], R, def)).
g(select_option(d(X), foo, R)).
g(select_option(d(X), foo, R, 1)).
g(select_option(a(X), [a(1),a(2)], R)).
g(merge_options([a(1),b=2], [a(3),c(4)], M)).
g(merge_options([], [c=4], M)).
g(merge_options([a(1),a(2)], [], M)).
g(merge_options([z(1),a(1,2)], [a(1),b(2),z(0)], M)).
g(merge_options(foo, [a], M)).
g(merge_options([a-1], [a], M)).
g(merge_options([a(2),a(1)], [b], M)).
g(merge_options([b(1)], [a(1),a(2)], M)).
