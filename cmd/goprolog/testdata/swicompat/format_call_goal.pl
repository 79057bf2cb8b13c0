% args: -q -g main -t halt {}
% format/2,3's ~@ directive: the goal's output goes where the directive
% is, the goal runs as \+ \+ Goal would, and format fails when it fails.
bar :- foo.
main :-
    format("~@~n", [X=1]), ( var(X) -> write(unbound) ; write(X) ), nl,
    format("~@|~n", [(member(Y, [1,2]), Y > 1, write(Y))]),
    format("~a~@~a~n", [x, format("~a~t~8|", [y]), z]),
    format("~@~t~10|~w~n", [write(abc), x]),
    format("~t~@~10|~w~n", [write(abc), x]),
    format(atom(A), "<~@>", [write(hi)]), writeq(A), nl,
    ( format(atom(B), "<~@>", [(write(hi), fail)]) -> writeq(B) ; write(failed) ), nl,
    ( format("~@|~@", [write(a), fail]) -> write(yes) ; write(no) ), nl,
    format("ab~@cd~n", [(write(x), fail ; write(y))]),
    format(string(S), "~t~@~10|", [print(f('A'))]), writeq(S), nl,
    with_output_to(string(S2), format("a~@b", [write(c)])), writeq(S2), nl,
    format("~@ ~@~n", [nl, tab(3)]),
    format("~@~n", [(!, write(cut))]),
    format(codes(C), "~@", [write(ab)]), writeq(C), nl,
    catch(format("~@", [atom_length(_, _)]), E1, print_message(error, E1)),
    catch(format("~@", ["abc"]), E2, print_message(error, E2)),
    catch(format("~@", [_]), E3, print_message(error, E3)),
    catch(format("~@~@", [true]), E4, print_message(error, E4)),
    catch(format("~@", [throw(oops)]), E5, (print(caught(E5)), nl)),
    catch(format("~@", [foo]), E6, print_message(error, E6)),
    catch(format("~@", [bar]), E7, print_message(error, E7)),
    catch(format("~@", [(foo, true)]), E8, print_message(error, E8)),
    format("x~3Ny~n", []), format("~3Ny~n", []), format("x~0Ny~n", []),
    format("~0Ny~n", []), format("x~2N~Ny~N~N", []),
    format("~@", [foo]).
