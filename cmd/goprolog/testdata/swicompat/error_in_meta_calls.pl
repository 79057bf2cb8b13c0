% args: -q -g main -t halt {}
p(1). p(a). p(3).
main :- catch(findall(Y, (p(X), Y is X * 2), L), E, (print_message(error, E), L = err)), writeln(L),
    catch(forall(p(X), X > 0), E2, (print_message(error, E2))),
    catch(maplist([X, Y]>>(Y is X + 1), [1, b], _), E3, print_message(error, E3)),
    catch(msort([b|_], _), E4, print_message(error, E4)),
    catch(atom_length(L5, 3), E5, print_message(error, E5)), writeln(L5),
    catch(sumlist([1, x], _), E6, print_message(error, E6)),
    catch(nth0(a, [1], _), E7, print_message(error, E7)),
    catch(last(x, _), E8, (writeln(caught(E8)))), writeln(end).
