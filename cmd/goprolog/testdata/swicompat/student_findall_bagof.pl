% args: -q -g main -t halt {}
age(peter, 7). age(ann, 11). age(pat, 8). age(tom, 5). age(mike, 11).
class(a, peter). class(b, ann). class(a, pat). class(b, tom). class(a, mike).
main :-
    findall(N-A, age(N, A), L), print(L), nl,
    ( bagof(N, age(N, 99), L2) -> print(L2) ; write(no) ), nl,
    forall(bagof(N, age(N, A), Ns), (print(A-Ns), nl)),
    forall(setof(N, A^age(N, A), Ns), (print(Ns), nl)),
    forall(setof(A-N, age(N, A), [_-Youngest|_]), (print(youngest(Youngest)), nl)),
    forall(setof(N, C^(class(C, N), age(N, A), A > 7), S), (print(S), nl)),
    forall(bagof(N-A, (class(C, N), age(N, A)), S2), (print(C:S2), nl)),
    aggregate_all(max(A-N), age(N, A), max(MA-MN)), print(MA-MN), nl,
    catch(bagof(X, G, _), E, (print_message(error, E))), X = G,
    catch(findall(X, 1, _), E2, (print_message(error, E2))),
    catch(setof(X, foo:bar(X), _), E3, (print_message(error, E3))),
    findall(X, between(1, 5, X), L5, [end]), print(L5), nl.
