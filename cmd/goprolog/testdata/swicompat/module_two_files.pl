% args: -q -g main -t halt {}
:- use_module(mod_shapes).
:- use_module(mod_util, [double/2 as twice, sum/2]).
helper(main_helper).
main :-
    area(square(3), A), writeln(A),
    area(circle(1.0), C), format("~4f~n", [C]),
    twice(4, D), writeln(D),
    sum([1,2,3], S), writeln(S),
    shape_helper(H), writeln(H),
    helper(X), writeln(X),
    ( catch(mod_shapes:secret(Y), E, (print_message(error, E), fail)) -> writeln(Y) ; writeln(nosecret) ),
    ( catch(secret(Z), E2, (print_message(error, E2), fail)) -> writeln(Z) ; writeln(nosecret2) ),
    forall(predicate_property(area(_,_), imported_from(M)), writeln(M)),
    ( current_module(mod_util) -> writeln(yes) ; writeln(no) ),
    mod_shapes:apply_all([X1]>>(X1 > 0), [1,2]), writeln(ok).
