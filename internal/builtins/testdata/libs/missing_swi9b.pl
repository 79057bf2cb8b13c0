% More predicates of SWI-Prolog 9 that goprolog lacked: atomics_to_string/2,3,
% term_subsumer/3 (library(terms)), prolog_flag/2 (library(quintus)),
% read_pending_codes/3, read_pending_chars/3, load_files/2.
:- style_check(-singleton).
:- ensure_loaded(driver).
g(atomics_to_string([a, 1, "s", 2.5], S)).
g(atomics_to_string([], S)).
g(atomics_to_string([f(x)], S)).
g(atomics_to_string(L, "ab")).
g(atomics_to_string([a|_], S)).
g(atomics_to_string(foo, S)).
g(atomics_to_string([a, b], "ab")).
g(atomics_to_string([a, 1, "x", 2.5], ", ", S)).
g(atomics_to_string(L, "-", "a-b")).
g(atomics_to_string(L, "-", 'a-b-')).
g(atomics_to_string([a, B], "-", S)).
g(atomics_to_string([a, f(x)], "-", S)).
g(atomics_to_string([a, b], f, S)).
g(atomics_to_string([a, b], "-", "a-b")).
g(atomics_to_string([a, b], "-", 'a-b')).
g(atomics_to_string([a, b], S0, S)).
g(atomics_to_string([a, b], [], S)).
g(atomics_to_string([], "-", S)).
g(atomics_to_string(foo, "-", S)).
g(term_subsumer(f(a, b), f(c, b), G)).
g(term_subsumer(f(X, a, g(b)), f(Y, b, g(c)), G)).
g(term_subsumer(f(a, a), f(b, b), G)).
g(term_subsumer(f(a, b), f(b, a), G)).
g(term_subsumer(a, a, G)).
g(term_subsumer([1, 2, 3], [1, 5], G)).
g(prolog_flag(bounded, X)).
g(prolog_flag(nosuch, X)).
g(prolog_flag(1, X)).
g(pending1(C, X, C2, T2)).
g(pending2(X, C)).
g(pending3(C, T)).
g(read_pending_codes(foo, C, T)).
g(read_pending_codes(_, C, T)).
g((load_files('readdata/loadme', [if(not_loaded), silent(true)]), loaded(X))).
g((load_files(['readdata/loadme'], [if(not_loaded)]), aggregate_all(count, loaded(_), N))).
g((load_files('readdata/loadme', []), aggregate_all(count, loaded(_), N))).
g(load_files('readdata/loadme', foo)).

pending1(C, X, C2, T2) :-
    open('readdata/pending.txt', read, S),
    read_pending_codes(S, C, T), T = [],
    get_char(S, X),
    read_pending_codes(S, C2, T2),
    close(S).
pending2(X, C) :-
    open('readdata/pending.txt', read, S),
    get_char(S, X),
    read_pending_chars(S, C, []),
    close(S).
pending3(C, T) :-
    open('readdata/pending.txt', read, S),
    read_string(S, _, _),
    read_pending_chars(S, C, T),
    close(S).
