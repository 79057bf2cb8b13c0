% args: {} some text 3
:- use_module(m_plugin_api).
:- use_module(m_upper).
:- use_module(m_count).
:- multifile m_plugin_api:plugin/2.
m_plugin_api:plugin(rev, user:rev).
rev(S, R) :- string_chars(S, Cs), reverse(Cs, Rs), string_chars(R, Rs).

:- initialization(main, main).
main :-
    current_prolog_flag(argv, Argv),
    ( Argv = [Text|_] -> true ; Text = "hello plugin world" ),
    run_plugins(Text),
    plugin_count(N), format("~d plugins~n", [N]),
    findall(R, m_plugin_api:registered(R), Rs), writeln(Rs),
    ( catch(word_count("a b", C), E, (print_message(error, E), fail)) -> writeln(C) ; true ),
    ( catch(up("x", _), E2, (print_message(error, E2), fail)) -> true ; writeln(no_up) ),
    ( predicate_property(m_plugin_api:plugin(_,_), multifile) -> writeln(multifile) ; true ),
    ( predicate_property(m_plugin_api:plugin(_,_), number_of_clauses(NC)) -> writeln(NC) ; true ),
    Argv = [_, Code|_] -> atom_number(Code, Exit), halt(Exit) ; true.
