% args: {}
:- use_module(m_report).
:- use_module(m_geometry, [perimeter/2 as perim, scale/3]).

:- initialization(main, main).

main :-
    Shapes = [circle(1), rect(2,3), square(4)],
    report(Shapes),
    maplist(scale(2), Shapes, Big),
    report(Big),
    forall(member(S, Shapes), (perim(S, P), format("~q: ~4f~n", [S, P]))),
    ( catch(perimeter(circle(1), _), E, (print_message(error, E), fail)) -> true ; writeln(no_perimeter) ),
    ( catch(m_geometry:internal_check(circle(2)), E2, (print_message(error, E2), fail)) -> writeln(qualified_ok) ; true ),
    ( predicate_property(total_area(_,_), imported_from(M)) -> writeln(M) ; writeln(none) ),
    ( catch(area(circle(1), _), E3, (print_message(error, E3), fail)) -> writeln(area_visible) ; writeln(area_hidden) ).
