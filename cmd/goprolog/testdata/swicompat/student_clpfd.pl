% args: -q {}
% stdin: X #= 3 + 4.
% stdin: 7 #= X + 4.
% stdin: X #> 3, X #< 6.
% stdin: X in 1..5, X #\= 3, label([X]).
% stdin: ;
% stdin: puzzle(L).
% stdin: queens(6, Qs).
% stdin: X #= Y * 2, Y in 0..3, label([X, Y]).
% stdin: ;
% stdin: length(L, 3), L ins 0..1, sum(L, #=, 2), label(L).
% stdin: ;
% stdin: ;
% stdin: X in 1..10, X mod 3 #= 0, fd_dom(X, D).
:- use_module(library(clpfd)).
puzzle([S,E,N,D] + [M,O,R,E] = [M,O,N,E,Y]) :-
    Vars = [S,E,N,D,M,O,R,Y], Vars ins 0..9, all_different(Vars),
    S*1000 + E*100 + N*10 + D + M*1000 + O*100 + R*10 + E #= M*10000 + O*1000 + N*100 + E*10 + Y,
    M #\= 0, S #\= 0, label(Vars).
queens(N, Qs) :- length(Qs, N), Qs ins 1..N, safe(Qs), labeling([ff], Qs).
safe([]).
safe([Q|Qs]) :- no_attack(Q, Qs, 1), safe(Qs).
no_attack(_, [], _).
no_attack(Q, [Q1|Qs], D) :- Q #\= Q1, abs(Q - Q1) #\= D, D1 is D + 1, no_attack(Q, Qs, D1).
