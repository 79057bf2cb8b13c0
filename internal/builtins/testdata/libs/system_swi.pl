% Single-threaded stand-ins for SWI-Prolog's thread and mutex
% predicates (as swipl behaves in its main thread), prompt1/1, the
% memory housekeeping predicates, open_null_stream/1,
% copy_stream_data/2,3, wildcard_match/2,3 and
% redefine_system_predicate/1. Anonymous mutexes and streams are not
% printed: their terms differ from swipl's blobs.
:- style_check(-singleton).
:- ensure_loaded(driver).
:- discontiguous g/1.

g(thread_self(X)).
g(thread_self(main)).
g(thread_self(foo)).
g(with_mutex(m1, member(X, [a,b]))).
g(with_mutex(m1, fail)).
g(with_mutex(X, true)).
g(with_mutex(1, true)).
g(with_mutex(m1, X)).
g(with_mutex(m1, throw(oops))).
g(with_mutex(m1, mutex_unlock(m1))).
g((with_mutex(m2, true), formal(mutex_unlock(m2), E))).
g((catch(with_mutex(m3, throw(x)), _, true), formal(mutex_unlock(m3), E))).
g((\+ with_mutex(m4, fail), formal(mutex_unlock(m4), E))).
g((with_mutex(wm, true), formal(mutex_create(wm), E))).
g(anon(M)).
g(anon_cycle(R)).
g(mutex_create(foo)).
g((mutex_create(mx), mutex_create(mx))).
g(mutex_create(M, [alias(al)])).
g(mutex_create(m, [alias(x)])).
g(mutex_create(M, [alias(1)])).
g(mutex_create(M, [foo])).
g(mutex_create(M, foo)).
g(mutex_create(f(x))).
g(twice_anon(E)).
g(mutex_lock(newm)).
g(mutex_unlock(newm)).
g(mutex_unlock(never_made)).
g((mutex_create(nl1), mutex_unlock(nl1))).
g((mutex_lock(rm), mutex_lock(rm), mutex_unlock(rm), mutex_unlock(rm), mutex_unlock(rm))).
g(mutex_trylock(tm)).
g(mutex_trylock(X)).
g(mutex_destroy(nonexistent_mutex)).
g(mutex_destroy(X)).
g((mutex_create(dm), mutex_destroy(dm), mutex_lock(dm))).
g((mutex_lock(ua), mutex_lock(ua), mutex_unlock_all, formal(mutex_unlock(ua), E))).
g(mutex_lock(X)).
g(mutex_lock(1)).
g(mutex_unlock(1)).
g(prompt1('> ')).
g(prompt1(X)).
g(prompt1(1)).
g(prompt1("s")).
g(garbage_collect_atoms).
g(garbage_collect_clauses).
g(trim_stacks).
g(trim_heap).
g(null_stream(M)).
g(open_null_stream(foo)).
g(copied(S)).
g(copied_n(2, S)).
g(copied_n(0, S)).
g(copied_n(100, S)).
g(copy_stream_data(X, user_output)).
g(copy_stream_data(user_output, user_output)).
g(copy_stream_data(user_input, user_output, a)).
g(wildcard_match("*.pl", "foo.pl")).
g(wildcard_match("*.pl", "foo.txt")).
g(wildcard_match("f?o", "foo")).
g(wildcard_match("f?o", "fo")).
g(wildcard_match("[a-c]x", "bx")).
g(wildcard_match("[a-c]x", "dx")).
g(wildcard_match("[xa-cy]", "y")).
g(wildcard_match("{foo,bar}.c", "bar.c")).
g(wildcard_match("{foo,bar}.c", "baz.c")).
g(wildcard_match("{a,{b,c}d}", "cd")).
g(wildcard_match("*.PL", "foo.pl")).
g(wildcard_match("*.PL", "foo.pl", [case_sensitive(false)])).
g(wildcard_match("*.PL", "foo.pl", [case_sensitive(true)])).
g(wildcard_match(X, "foo")).
g(wildcard_match("*", X)).
g(wildcard_match(abc, abc)).
g(wildcard_match("a\\*", "a*")).
g(wildcard_match("a\\*", "ab")).
g(wildcard_match("[abc", "a")).
g(wildcard_match("*/b", "a/b")).
g(wildcard_match("a*", "")).
g(wildcard_match("a*b*c", "aXbYbc")).
g(wildcard_match("", "")).
g(wildcard_match("{a,b", "a")).
g(wildcard_match(1, "1")).
g(wildcard_match("a", "a", foo)).
g(wildcard_match("é*", "été")).
g(wildcard_match("*a*a*a*a*a*a*a*a*a*a*a*a*", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa")).
g(wildcard_match("*[ab]?*c*\\**", "xxbzzcq*r")).
g(wildcard_match("x{a*,b?}y*z", "xbqyz")).
g(redefine_system_predicate(foo(_))).

anon(ok) :- mutex_create(M), mutex_lock(M), mutex_trylock(M), mutex_unlock(M), mutex_unlock(M), mutex_destroy(M).
anon_cycle(R) :- mutex_create(M), mutex_destroy(M), catch(mutex_unlock(M), error(E, _), true), ( E = existence_error(mutex, _) -> R = gone ; R = E ).
twice_anon(K) :- mutex_create(M), catch(mutex_create(M), error(E, _), true), E = permission_error(A, B, _), K = permission_error(A, B).
null_stream(M) :- open_null_stream(S), write(S, hello), format(S, "~w~n", [x]), stream_property(S, mode(M)), close(S).
copied(S) :-
    open_string("hello world", In),
    with_output_to(string(S), copy_stream_data(In, current_output)),
    close(In).
copied_n(N, S-Rest) :-
    open_string("hello world", In),
    with_output_to(string(S), copy_stream_data(In, current_output, N)),
    read_string(In, _, Rest),
    close(In).
formal(G, E) :- catch(G, error(E, _), true).
