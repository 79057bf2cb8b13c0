% args: -q -g main -t halt {}
:- use_module(m_ops2).
:- use_module(m_expand).
:- use_module(m_reex2).
:- ensure_loaded(m_strutil).
:- ensure_loaded(m_strutil).
:- use_module(m_strutil, [count_words/2 as wc]).

gen(3).
foo ::= bar **> baz.

t1 :- twice_inline(write(x)), nl.
t2 :- dbg(hello).

main :-
    rule_count(N), writeln(N), show_rules,
    X = (p ::= q **> r **> s), writeq(X), nl, write_canonical(X), nl,
    forall(num(I), write(I)), nl,
    t1, t2, square(3, Y), writeln(Y),
    join('-', [a,b,c], J), writeln(J), split('-', J, L), writeln(L),
    upcase_first("hello", U), writeq(U), nl,
    pad(abc, 6, P), writeq(P), nl,
    wc("  the quick  brown fox ", W), writeln(W),
    hello, pairs_keys_values(Ps, [a,b], [1,2]), writeln(Ps),
    ( catch(count_words("a b", _), E, (print_message(error, E), fail)) -> writeln(visible) ; writeln(not_visible) ),
    ( predicate_property(join(_,_,_), imported_from(M)) -> writeln(M) ; writeln(no) ),
    format("~a~t~15|~w~n", [name, value]),
    format("~e ~4e ~g~n", [1.5, 2.0, 3.25]),
    format("~t~d~6|~t~d~12|~n", [42, 7]),
    format("~D ~2D~n", [1234567, 1234567]),
    format("~8|abc~n", []),
    format("~`-t~30|~n"),
    format("~c~c~n", [104, 105]),
    format("~r ~8r ~16R~n", [10, 255, 255]) .
