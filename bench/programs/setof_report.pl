% A report over a table of facts with setof/3 and bagof/3, as students
% write one: 3,000 employee facts (department, city, grade, salary, made
% by a linear congruential generator and asserted at start), then per
% department the head count, total and highest salary (bagof with the
% other arguments bound by ^), the set of cities of each grade (setof),
% the departments present in every city, and the grade-salary pairs of
% one department in order. The report is made 60 times; the answer is a
% checksum of the last one and its first lines.

:- dynamic(emp/5).

depts([sales, research, support, finance, legal, ops, hr, it]).
cities([paris, lyon, lille, nantes, nice, brest]).

make_emps(N, N, _) :- !.
make_emps(I, N, S0) :-
    S1 is (S0 * 1103515245 + 12345) mod 2147483648,
    S2 is (S1 * 1103515245 + 12345) mod 2147483648,
    depts(Ds), cities(Cs),
    D1 is (S1 // 65536) mod 8, nth0(D1, Ds, D),
    C1 is (S1 // 524288) mod 6, nth0(C1, Cs, C),
    G is (S2 // 65536) mod 5 + 1,
    Sal is 20000 + G * 5000 + (S2 // 1024) mod 7000,
    assertz(emp(I, D, C, G, Sal)),
    I1 is I + 1,
    make_emps(I1, N, S2).

max_of([X|Xs], M) :- max_of(Xs, X, M).
max_of([], M, M).
max_of([X|Xs], M0, M) :- ( X > M0 -> max_of(Xs, X, M) ; max_of(Xs, M0, M) ).

dept_line(D, K, Total, Max) :-
    bagof(S, I^C^G^emp(I, D, C, G, S), Ss),
    length(Ss, K),
    sum_list(Ss, Total),
    max_of(Ss, Max).

report(Lines) :-
    findall(dept(D, K, T, M), dept_line(D, K, T, M), L1),
    findall(grade(G, Cs), setof(C, I^D^S^emp(I, D, C, G, S), Cs), L2),
    cities(AllCities),
    findall(D, (depts(Ds), member(D, Ds),
                \+ (member(C, AllCities), \+ emp(_, D, C, _, _))), L3),
    setof(G-S, I^C^emp(I, research, C, G, S), L4),
    length(L4, N4),
    L4 = [First|_],
    last(L4, Last),
    Lines = [L1, L2, L3, N4, First, Last].

checksum([], S, S).
checksum([dept(_, K, T, M)|Ls], S0, S) :- !,
    S1 is (S0 * 31 + K + T + M) mod 1000000007,
    checksum(Ls, S1, S).
checksum([grade(G, Cs)|Ls], S0, S) :- !,
    length(Cs, N),
    S1 is (S0 * 31 + G * 10 + N) mod 1000000007,
    checksum(Ls, S1, S).
checksum([_|Ls], S0, S) :-
    S1 is (S0 * 31 + 1) mod 1000000007,
    checksum(Ls, S1, S).

reports(0, R, R) :- !.
reports(K, _, R) :-
    report(R1),
    K1 is K - 1,
    reports(K1, R1, R).

bench_main :-
    make_emps(0, 3000, 42),
    reports(60, none, [L1, L2, L3, N4, First, Last]),
    checksum(L1, 0, S1),
    checksum(L2, S1, S),
    L1 = [D1|_],
    format("~w ~w ~w ~w ~w ~w~n", [S, D1, L3, N4, First, Last]).
