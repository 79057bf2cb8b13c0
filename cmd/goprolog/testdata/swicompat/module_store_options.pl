% args: {} a b --flag=1 -x
:- use_module(m_store).
:- use_module(m_csv).
:- use_module(library(strings)).
:- initialization(main, main).

main(Argv) :- format("argv: ~q~n", [Argv]).

main :-
    current_prolog_flag(argv, Argv), main(Argv),
    put(a, 1), put(b, 2), put(a, 3), keys(K), writeln(K), get(a, A), writeln(A),
    m_store:counter(C), writeln(counter=C),
    assertz(m_store:kv(z, 26)), keys(K2), writeln(K2),
    retract(m_store:kv(b, _)), keys(K3), writeln(K3),
    ( catch(assertz(m_store:put(x, y)), E, (print_message(error, E), fail)) -> true ; true ),
    m_store:bump, m_store:counter(C2), writeln(C2),
    config([size(5), verbose(true), name(bob)], Cfg), print(Cfg), nl,
    config([], Cfg2), print(Cfg2), nl,
    parse_csv_line("1,abc,2.5,x y", F), print(F), nl,
    parse_kv('  width = 42 ', Kk, Vv), writeln(Kk-Vv),
    parse_kv('name=some text', Kk2, Vv2), writeln(Kk2-Vv2),
    phrase(greeting(N), `hello world`, Rest), writeln(N-Rest),
    dedent_lines("  a\n  b", D, []), writeq(D), nl,
    clear, keys(K4), writeln(K4),
    predicate_property(m_store:kv(_,_), number_of_clauses(NC)), writeln(NC),
    ( predicate_property(get(_,_), exported) -> writeln(exported) ; writeln(not_exported) ),
    module_property(m_store, exports(Ex)), msort(Ex, SEx), writeln(SEx).
