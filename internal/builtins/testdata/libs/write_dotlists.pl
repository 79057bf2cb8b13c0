% write_term/2's dotlists(true) writes list cells as .(H,T) (no_lists
% as '[|]'(H,T)).
:- style_check(-singleton).
:- ensure_loaded(driver).
g(with_output_to(string(S), write_term([a, b], [dotlists(true)]))).
g(with_output_to(string(S), write_term('[|]'(a, b), [dotlists(true), quoted(true)]))).
g(with_output_to(string(S), write_term(f([a], "s"), [dotlists(true), quoted(true)]))).
g(with_output_to(string(S), write_term([a|b], [dotlists(true), no_lists(true)]))).
g(with_output_to(string(S), write_term(- [a], [dotlists(true)]))).
g(with_output_to(string(S), write_term([1+2, [x]], [dotlists(true)]))).
g(with_output_to(string(S), write_term([a, b], [no_lists(true), quoted(true)]))).
g(with_output_to(string(S), write_term([a, b], [dotlists(false)]))).
g(catch(X is [], error(E, _), true)).
