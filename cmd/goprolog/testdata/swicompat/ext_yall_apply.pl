% args: {}
:- initialization(main, main).
:- use_module(library(yall)).
:- use_module(library(apply)).

main :-
    maplist([X,Y]>>(Y is X*X), [1,2,3], Sq), writeln(Sq),
    foldl([X,A0,A]>>(A is A0+X), [1,2,3,4], 0, Sum), writeln(Sum),
    foldl([X,Y,A0,A]>>(A is A0+X*Y), [1,2,3], [4,5,6], 0, Dot), writeln(Dot),
    foldl([X,Y,Z,A0,A]>>(A is A0+X+Y+Z), [1,2], [3,4], [5,6], 0, S3), writeln(S3),
    N = 10, G10 = ([X,Y]>>(Y is X+N)),
    maplist(G10, [1,2], L2), writeln(L2),
    ( maplist([X]>>(X > 1), [2,3]) -> writeln(all_gt1) ; writeln(not_all) ),
    F = 3,
    maplist({F}/[X,Y]>>(Y is X*F), [1,2,3], L3), writeln(L3),
    include([X]>>(0 is X mod 2), [1,2,3,4,5,6], Ev), writeln(Ev),
    exclude([X]>>(0 is X mod 2), [1,2,3,4,5,6], Od), writeln(Od),
    partition([X]>>(X < 3), [1,2,3,4,5], In, Out), writeln(In-Out),
    partition([X,C]>>compare(C,X,3), [1,2,3,4,5,3], Ls, Es, Gs), writeln(Ls/Es/Gs),
    G = [X]>>(format("~w ", [X])), maplist(G, [a,b,c]), nl,
    maplist([K-V, K, V]>>true, [a-1,b-2], Ks, Vs), writeln(Ks+Vs),
    copy_term([X]>>foo(X,Free), C1), writeln(C1),
    Free = bound, maplist([X]>>(writeln(X-Free)), [1]),
    aggregate_all(count, member(_, [a,b]), Cn), writeln(Cn),
    aggregate_all(sum(X), member(X, [1,2,3]), Sm), writeln(Sm),
    aggregate_all(max(X), member(X, [3,1,4,1,5]), Mx), writeln(Mx),
    aggregate_all(min(X), member(X, [3,1,4,1,5]), Mn), writeln(Mn),
    aggregate_all(bag(X), member(X, [c,a,b,a]), Bg), writeln(Bg),
    aggregate_all(set(X), member(X, [c,a,b,a]), St), writeln(St),
    aggregate_all(max(X-Y), member(X-Y, [1-a,3-b,2-c]), MXY), writeln(MXY),
    aggregate_all(max(X, Y), member(X-Y, [1-a,3-b,2-c]), MW), writeln(MW),
    aggregate_all(min(X, Y), member(X-Y, [1-a,3-b,2-c]), MinW), writeln(MinW),
    ( aggregate_all(max(X), member(X, []), E) -> writeln(E) ; writeln(empty_max_fails) ),
    aggregate_all(sum(X), member(X, []), S0), writeln(S0),
    aggregate_all(count, fail, C0), writeln(C0),
    aggregate_all(sum(X), member(X, [1, 2.5]), SF), writeln(SF),
    aggregate_all(bag(X-Y), member(X, [1,2]), BXY), print(BXY), nl.
