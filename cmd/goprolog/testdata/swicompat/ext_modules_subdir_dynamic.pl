% args: {}
:- use_module(extlib/ext_store).
:- use_module('extlib/ext_text').
:- initialization(main, main).
main :-
    add(one), assertz(fact(two)), shout(three, S), writeln(S),
    all(L), writeln(L),
    retract(fact(seed)), all(L2), writeln(L2),
    findall(X, ext_store:fact(X), L3), writeln(L3),
    ( predicate_property(fact(_), dynamic) -> writeln(dynamic) ; true ),
    ( predicate_property(fact(_), imported_from(M)) -> writeln(M) ; true ),
    retractall(fact(_)), all(L4), writeln(L4),
    ( catch(assertz(shout(a, b)), E, (print_message(error, E), fail)) -> writeln(asserted) ; true ),

    source_file(ext_store:add(_), F), file_base_name(F, B), writeln(B),
    module_property(ext_text, file(TF)), file_base_name(TF, TB), writeln(TB),
    use_module(extlib/ext_store), writeln(reloaded_ok),
    consult(extlib/ext_store), all(L5), writeln(L5).
abolish_test :- catch(abolish(fact/1), E, (print_message(error, E))), ( catch(all(L), E2, (print_message(error, E2), fail)) -> writeln(L) ; true ).
