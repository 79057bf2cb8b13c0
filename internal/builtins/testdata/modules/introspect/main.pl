% What a program can ask about modules.
:- use_module(shapes).

main :-
    ( current_module(shapes) -> writeln(shapes_is_a_module) ; writeln(no_module) ),
    ( predicate_property(area(_, _), imported_from(M)) -> writeln(imported_from(M)) ; writeln(not_imported) ),
    ( predicate_property(shapes:area(_, _), exported) -> writeln(exported) ; writeln(not_exported) ),
    ( current_predicate(side/2) -> writeln(side_visible) ; writeln(side_hidden) ),
    ( current_predicate(shapes:side/2) -> writeln(side_in_shapes) ; writeln(no_side_in_shapes) ),
    ( catch(side(square(2), _), error(E, _), (writeln(E), fail)) -> true ; true ),
    shapes:side(square(3), S), writeln(S),
    area(square(3), A), writeln(A).
