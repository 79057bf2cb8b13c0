% Predicates of SWI-Prolog 9 that goprolog lacked: string_lines/2,
% nb_delete/1, is_stream/1, del_min_assoc/4, del_max_assoc/4.
:- style_check(-singleton).
:- ensure_loaded(driver).
g(string_lines(S, ["a", "b"])).
g(string_lines("a\nb\n", L)).
g(string_lines("a\nb", L)).
g(string_lines("", L)).
g(string_lines(S, [])).
g(string_lines(S, [a, 1])).
g(string_lines(S, _)).
g(string_lines(S, foo)).
g((nb_setval(k, 1), nb_delete(k), \+ nb_current(k, _))).
g(nb_delete(nokey)).
g(nb_delete(_)).
g(nb_delete(1)).
g(is_stream(user_input)).
g(is_stream(current_output)).
g(is_stream(foo)).
g(is_stream(_)).
g(is_stream(f(x))).
g((open('data/terms.pl', read, S), close(S), is_stream(S))).
g((list_to_assoc([a-1, b-2, c-3], A), del_min_assoc(A, K, V, A2), del_max_assoc(A2, K2, V2, A3), assoc_to_list(A3, L))).
g((empty_assoc(E), del_min_assoc(E, K, V, _))).
g((list_to_assoc([a-1, b-2, c-3, d-4, e-5], A), del_min_assoc(A, K, V, A2))).
g((list_to_assoc([a-1, b-2, c-3, d-4, e-5], A), del_max_assoc(A, K, V, A2))).
g((list_to_assoc([a-1, b-2], A), del_min_assoc(A, b, V, A2))).
