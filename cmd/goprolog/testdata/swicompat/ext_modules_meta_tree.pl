% args: {}
:- use_module(m_tree_shapes).
:- use_module(m_tree_util, [map_tree/3, compose/4]).
:- initialization(main, main).

inc(X, Y) :- Y is X + 1.

main :-
    T = node(node(leaf, 1, leaf), 2, node(leaf, 3, leaf)),
    scale_all(10, T, T2), print(T2), nl,
    report(T2),
    map_tree(inc, T, T3), print(T3), nl,
    compose(inc, inc, 1, R), writeln(R),
    compose([X,Y]>>(Y is X*X), inc, 3, R2), writeln(R2),
    catch(m_tree_shapes:bump, E, (print_message(error, E))),
    m_tree_shapes:counter(C), writeln(counter=C),
    ( catch(scale(1, 2, _), E2, (print_message(error, E2), fail)) -> true ; writeln(no_scale) ),
    m_tree_util:safe_call(inc(1, 2), S), writeln(S),
    m_tree_util:safe_call(m_tree_shapes:private_fail, S2), writeln(S2),
    ( predicate_property(m_tree_util:twice(_,_), meta_predicate(MP)) -> writeln(MP) ; true ),
    ( predicate_property(map_tree(_,_,_), meta_predicate(MP2)) -> writeln(MP2) ; true ).
