% args: -q -g main -t halt {}
age(peter, 7). age(ann, 11). age(pat, 8). age(tom, 5). age(mike, 11).
class(a, peter). class(b, ann). class(a, pat). class(b, tom). class(a, mike).
main :- setof(A-N, age(N, A), L), print(L), nl,
    forall(bagof(N, A^age(N, A), L2), (print(L2), nl)),
    forall(setof(N, age(N, A), L3), (print(A-L3), nl)),
    forall(setof(N, A^(class(C, N), age(N, A)), L4), (print(C-L4), nl)),
    ( setof(N, age(N, 99), L5) -> print(L5) ; writeln(empty) ),
    aggregate_all(max(A, N), age(N, A), Max), print(Max), nl,
    aggregate(count, N^age(N, A), Cnt), print(A-Cnt), nl, fail.
main.
