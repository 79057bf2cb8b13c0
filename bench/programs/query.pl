% A database query (after the classic "query" benchmark): find the pairs
% of countries whose population densities are within 5% of each other.
% The figures are rounded, in millions of people and thousands of
% square kilometres, and only serve as data.

pop(china, 1410). pop(india, 1400). pop(usa, 332). pop(indonesia, 274).
pop(pakistan, 225). pop(brazil, 214). pop(nigeria, 213). pop(bangladesh, 169).
pop(russia, 144). pop(mexico, 127). pop(japan, 125). pop(ethiopia, 120).
pop(philippines, 111). pop(egypt, 104). pop(vietnam, 98). pop(congo, 95).
pop(turkey, 85). pop(iran, 85). pop(germany, 83). pop(thailand, 70).
pop(uk, 67). pop(france, 65). pop(italy, 59). pop(tanzania, 63).
pop(south_africa, 60). pop(kenya, 54). pop(myanmar, 54). pop(colombia, 51).
pop(korea, 52). pop(spain, 47). pop(uganda, 47). pop(argentina, 45).
pop(algeria, 44). pop(sudan, 45). pop(ukraine, 41). pop(iraq, 41).
pop(afghanistan, 40). pop(poland, 38). pop(canada, 38). pop(morocco, 37).

area(china, 9597). area(india, 3287). area(usa, 9834). area(indonesia, 1905).
area(pakistan, 882). area(brazil, 8516). area(nigeria, 924). area(bangladesh, 148).
area(russia, 17098). area(mexico, 1964). area(japan, 378). area(ethiopia, 1104).
area(philippines, 300). area(egypt, 1002). area(vietnam, 331). area(congo, 2345).
area(turkey, 784). area(iran, 1648). area(germany, 357). area(thailand, 513).
area(uk, 243). area(france, 644). area(italy, 301). area(tanzania, 947).
area(south_africa, 1221). area(kenya, 580). area(myanmar, 677). area(colombia, 1142).
area(korea, 100). area(spain, 506). area(uganda, 241). area(argentina, 2780).
area(algeria, 2382). area(sudan, 1886). area(ukraine, 604). area(iraq, 438).
area(afghanistan, 653). area(poland, 313). area(canada, 9985). area(morocco, 447).

density(C, D) :- pop(C, P), area(C, A), D is (P*100000) // A.

query([C1, D1, C2, D2]) :-
    density(C1, D1),
    density(C2, D2),
    D1 > D2,
    T1 is 20*D1,
    T2 is 21*D2,
    T1 < T2.

loop(0, R, R) :- !.
loop(K, _, R) :- findall(Q, query(Q), R1), K1 is K-1, loop(K1, R1, R).

bench_main :-
    loop(1500, [], R),
    length(R, N),
    format("~w ~w~n", [N, R]).
