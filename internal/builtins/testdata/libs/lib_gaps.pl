% Library predicates of SWI-Prolog 9.0.4 that few programs use:
% free_variables/4, ord_intersect/3, complement/2, connect_ugraph/3,
% top_sort/3, reduced/1,3, sub_term_shared_variables/3,
% mapsubterms_var/3, term_factorized/3, rb_partial_map/4,
% meta_options/3, locale_sort/2 and collation_key/2.
:- style_check(-singleton).
:- ensure_loaded(driver).
:- use_module(library(rbtrees)).
:- use_module(library(ugraphs)).
p(1). p(2). p(1). p(3). p(2).
q(a, 1). q(b, 2). q(a, 3). q(a, 1).
double(X, Y) :- Y is 2*X.
small(X) :- X < 3.
is_meta(goal).
is_meta(on).
vx(X, v) :- var(X).
vx(f(_), g).
g(free_variables(p(X, Y), [], [], L)).
g(free_variables(p(X, Y, X), X, [], L)).
g(free_variables(p(X, Y), [], [Z], L)).
g(free_variables(p(X, Y), [], [Y], L)).
g(free_variables(X^q(X, Y), [], [], L)).
g(free_variables((X^q(X, Y), r(X)), [], [], L)).
g(free_variables(\+ q(X, Y), [], [], L)).
g(free_variables(not(q(X, Y)), [], [], L)).
g(free_variables(setof(X, q(X, Y), S), [], [], L)).
g(free_variables(bagof(X, q(X, Y), S) - f(Z), [], [], L)).
g(free_variables(f(A, g(B, C), [D, A]), t(C), [], L)).
g(free_variables(foo, [], [], L)).
g(free_variables(X, [], [], L)).
g(free_variables(X, X, [], L)).
g(free_variables(f(X), [], [a, b], L)).
g(ord_intersect([a, b, c], [b, c, d], I)).
g(ord_intersect([], [a], I)).
g(ord_intersect([a, b], [b], [b])).
g(ord_intersect([a, b], [b], [a])).
g(complement([1-[2], 2-[], 3-[1, 2]], C)).
g(complement([], C)).
g(complement([a-[a], b-[]], C)).
g(connect_ugraph([1-[2], 2-[], 3-[]], S, G)).
g(connect_ugraph([a-[b], b-[]], S, G)).
g(connect_ugraph([], S, G)).
g(connect_ugraph([X-[]], S, G)).
g(connect_ugraph([-5-[], 7-[]], S, G)).
g(top_sort([1-[2], 2-[3], 3-[]], T, L)).
g(top_sort([1-[2], 2-[3], 3-[]], [x, y], L)).
g(top_sort([a-[b, c], b-[d], c-[d], d-[], e-[b]], [], L)).
g(top_sort([1-[2], 2-[1]], T, L)).
g(top_sort([], T, L)).
g(top_sort(G, T, L)).
g(top_sort([1-[2]], T, L)).
g(top_sort([1-[3, 2], 2-[], 3-[]], T, L)).
g(top_sort([a-[b, c], b-[d], c-[d], d-[], e-[b]], L)).
g(top_sort([1-[2], 2-[1]], L)).
g(top_sort([a-[], b-[], c-[]], L)).
g(top_sort([c-[a], b-[a], a-[]], L)).
g(findall(X, reduced(p(X)), L)).
g(findall(X, reduced(p(X)), [1, 2, 3])).
g(findall(K-V, reduced(K, q(K, V), []), L)).
g(findall(K-V, reduced(K, q(K, V), [size_limit(1)]), L)).
g(findall(X, reduced(X, p(X), [size_limit(2)]), L)).
g(findall(X, reduced(X, p(X), [size_limit(0)]), L)).
g(findall(X, reduced(X, p(X), foo), L)).
g(findall(X, reduced(X, p(X), [foo]), L)).
g(findall(X, reduced(X, p(X), [size_limit(a)]), L)).
g(reduced(_)).
g(reduced(X, true, _)).
g(sub_term_shared_variables(g(X, Y), f(X, g(X, Y), Z, Y), V)).
g(sub_term_shared_variables(g(X, Y), f(Z, g(X, Y), Z), V)).
g(sub_term_shared_variables(g(X), g(X), V)).
g(sub_term_shared_variables(h(X), f(X), V)).
g(sub_term_shared_variables(X, f(X, Y, X), V)).
g(sub_term_shared_variables(g(X,Y), f(g(X,Y), g(X,Y)), V)).
g(sub_term_shared_variables(g(X,Y,W), f(g(X,Y,W), Y), V)).
g(mapsubterms_var(vx, f(X, f(a), [Y, b]), T)).
g(mapsubterms_var(vx, X, T)).
g(mapsubterms_var(vx, abc, T)).
g(mapsubterms(vx, f(X, f(a), [Y, b]), T)).
g(term_factorized(f(g(a), g(a), h(g(a))), S, L)).
g(term_factorized(f(a, b), S, L)).
g(term_factorized(f(X, X, g(X), g(X)), S, L)).
g(term_factorized([a, b, a, b], S, L)).
g(term_factorized(f('$VAR'(1), '$VAR'(1)), S, L)).
g(term_factorized(f(k(j(1)), k(j(1)), j(1), j(1)), S, L)).
g(term_factorized(a, S, L)).
g(term_factorized(X, S, L)).
g((list_to_rbtree([1-a, 2-b, 3-c, 4-d], T), rb_partial_map(T, [2, 4], double1, T2), rb_visit(T2, L))).
g((list_to_rbtree([1-10, 2-20, 3-30, 4-40], T), rb_partial_map(T, [2, 4], double, T2), rb_visit(T2, L))).
g((list_to_rbtree([1-10, 2-20, 3-30], T), rb_partial_map(T, [], double, T2), rb_visit(T2, L))).
g((list_to_rbtree([1-10, 2-20, 3-30], T), rb_partial_map(T, [5], double, T2), rb_visit(T2, L))).
g((list_to_rbtree([1-10, 2-20, 3-30], T), rb_partial_map(T, [0, 2], double, T2), rb_visit(T2, L))).
g((list_to_rbtree([1-10, 2-20, 3-30], T), rb_partial_map(T, [3, 1], double, T2), rb_visit(T2, L))).
g((list_to_rbtree([1-1, 2-5, 3-2], T), rb_partial_map(T, [1, 2, 3], small, T2), rb_visit(T2, L))).
g((rb_new(T), rb_partial_map(T, [], double, T2), rb_visit(T2, L))).
g((rb_new(T), rb_partial_map(T, [1], double, T2))).
g(rb_partial_map(foo, [1], double, T2)).
g(rb_partial_map(_, [1], double, T2)).
g(meta_options(is_meta, [goal(true), x(1), on=foo, m:goal(x)], L)).
g(meta_options(is_meta, [on-bar, off-bar], [on-(M:V), O])).
g(meta_options(is_meta, [X], L)).
g(meta_options(is_meta, [goal(m:true)], L)).
g(meta_options(is_meta, [], L)).
g(meta_options(is_meta, foo, L)).
g(meta_options(is_meta, _, L)).
g(meta_options(is_meta, [goal(a)|_], L)).
g(meta_options(is_meta, [foo, 3, f(a, b)], L)).
g(meta_options(nosuch, [goal(a)], L)).
g(locale_sort([b, a, 'B', "c", ab, a], L)).
g(locale_sort([], L)).
g(locale_sort(_, L)).
g(locale_sort([a|_], L)).
g(locale_sort([a, 1], L)).
g(locale_sort([a, f(x)], L)).
g(locale_sort([a, X], L)).
g(locale_sort(foo, L)).
g(locale_sort([a, "b", [0'c]], L)).
g(collation_key(abc, K)).
g(collation_key("abc", K)).
g(collation_key(X, K)).
g(collation_key(1, K)).
g(collation_key([0'a], K)).
g(collation_key(abc, "abc")).
g(collation_key(abc, abc)).
g(collation_key(abc, 1)).
g(free_variables(X^Y^p(X, Y, Z), [], [], L)).
g(free_variables((X-Y)^p(X, Y, Z), [], [], L)).
g(free_variables(p(X, Y), g(Y), [X], L)).
g(free_variables(\+ X, [], [], L)).
g(free_variables(X^Y, [], [], L)).
g(free_variables(f(X^Y, X), [], [], L)).
g(free_variables(setof(X, Y, Z), [], [], L)).
g(ord_intersect(X, [a], I)).
g(ord_intersect([a], X, I)).
g(complement(foo, C)).
g(complement([a-[b]], C)).
g(complement(X, C)).
g(connect_ugraph(foo, S, G)).
g(connect_ugraph(X, S, G)).
g(connect_ugraph([a-[]], 5, G)).
g(top_sort([a-[b], b-[c]], L)).
g(top_sort([b-[], a-[]], L)).
g(top_sort([a-[a]], L)).
g(top_sort([a-X, b-[]], L)).
g(top_sort([a-[b|X], b-[]], L)).
g(top_sort(foo, L)).
g(top_sort([a-[b]|T], L)).
g(top_sort([a-[b], b-[]], T, [a|X])).
g(top_sort([a-[], a-[]], L)).
g(sub_term_shared_variables(X, Y, V)).
g(sub_term_shared_variables(a, f(a, X), V)).
g(sub_term_shared_variables(f(X), [f(X), f(X)], V)).
g(mapsubterms_var(nosuch, f(X), T)).
g(mapsubterms_var(_, f(X), T)).
g(term_factorized(f(X, Y, f(X, Y), f(X, Y), g(f(X, Y))), S, L)).
g(term_factorized(f(g(h(1)), g(h(1)), h(1)), S, L)).
g(term_factorized(f(a, g(b), g(b)), f(A, B, C), L)).
g(term_factorized("abc"-"abc", S, L)).
g((list_to_rbtree([1-a], T), rb_partial_map(T, X, nosuch, T2))).
g((list_to_rbtree([1-a], T), rb_partial_map(T, [1|X], nosuch, T2))).
g((list_to_rbtree([1-a, 2-b], T), rb_partial_map(T, [1], nosuch, T2))).
g(locale_sort([b, a], [a, b])).
g(locale_sort([b, a], [b, a])).
g(locale_sort(["b", a, "a"], L)).
g(collation_key('', K)).
g(collation_key(f(x), K)).
g(free_variables(f(X), [], [a|foo], L)).
g(free_variables(f(X), X, T, L)).
g(free_variables(f(X), [], [X|T], L)).
