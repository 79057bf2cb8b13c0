% args: -q -g main -t halt {}
greeting --> [hello], name.
name --> [world].
name --> [prolog].
digits([D|T]) --> digit(D), digits(T).
digits([D]) --> digit(D).
digit(D) --> [D], { code_type(D, digit) }.
expr(X) --> term(X0), expr_rest(X0, X).
expr_rest(Acc, X) --> "+", !, term(Y), { Acc1 is Acc + Y }, expr_rest(Acc1, X).
expr_rest(X, X) --> [].
term(N) --> digits(Ds), { number_codes(N, Ds) }.
main :-
    ( phrase(greeting, [hello, world]) -> writeln(yes) ; writeln(no) ),
    findall(X, phrase(greeting, [hello, X]), L), print(L), nl,
    phrase(expr(V), `12+30+0`), writeln(V),
    ( phrase(expr(_), `1+`) -> true ; writeln(parse_failed) ),
    phrase(digits(Ds), `123abc`, Rest), atom_codes(A, Ds), atom_codes(R, Rest), print(A/R), nl,
    catch(phrase(nosuch, [a]), E, (print_message(error, E))),
    catch(phrase(_, [a]), E2, (print_message(error, E2))),
    catch(phrase(greeting, foo), E3, (print_message(error, E3))),
    listing(greeting), listing(expr_rest//2).
