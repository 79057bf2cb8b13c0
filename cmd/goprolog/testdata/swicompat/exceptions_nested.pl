% args: -q -g main -t halt {}
main :- catch(process([1, 2, x, 4]), error(type_error(T, V), _), format("bad ~w: ~w~n", [T, V])),
    catch(deep(5), depth(D), format("depth ~w~n", [D])),
    catch(setup_call_cleanup(writeln(setup), throw(oops), writeln(cleanup)), oops, writeln(caught)),
    catch(call_cleanup(fail, writeln(cleanup2)), _, true) -> true ; writeln(failed).
process([]).
process([H|T]) :- ( integer(H) -> format("~d~n", [H]) ; type_error(integer, H) ), process(T).
deep(0) :- throw(depth(0)).
deep(N) :- N1 is N-1, catch(deep(N1), depth(X), (X1 is X+1, throw(depth(X1)))).
