% args: -q {}
% stdin: X #= Y*2, Y in 1..3.
% stdin: X #> Y.
% stdin: X + Y #= 5.
% stdin: X^2 #= Y.
% stdin: X #\= Y.
% stdin: all_different([X,Y]), X in 1..2.
% stdin: copy_term([X,Y],[A,B],Gs), X #= Y*2, Y in 1..3.
% stdin: X #= Y*2, Y in 1..3, copy_term([X,Y],[A,B],Gs).
% stdin: X #= Y*2, Y in 1..3, copy_term([Y,X],[A,B],Gs).
% stdin: X in 1..3, X + Y #= 5.
% stdin: Y #= X*2.
% stdin: X + Y + Z #= 10.
% stdin: X + Y + Z #= 10, Y = 2.
% stdin: X #>= Y.
% stdin: X #< Y + 3.
% stdin: 2*X + 3*Y #=< 7.
% stdin: X #\= Y + 1.
% stdin: X #= Y + Z.
% stdin: X #= abs(Y).
% stdin: X #= Y mod 3.
% stdin: X #= max(Y,Z).
% stdin: X #= Y*Y.
% stdin: X*Y #= Z + 1.
% stdin: X #\= 3.
% stdin: X #> 3.
% stdin: X + Y #\= Z.
% stdin: all_distinct([X,Y,Z]).
% stdin: all_different([X,Y,Z]), X = 1.
% stdin: sum([X,Y,Z], #=, S).
% stdin: X #>= Y, Y #>= Z.
% stdin: X #< 5, X #> Y.
% stdin: X + 2*Y #= 10, X in 0..10.
% stdin: X - Y #\= Z.
% stdin: X #= Y - Z.
% stdin: X #= -Y.
% stdin: X #= abs(Y), Y in -3..5.
% stdin: X #= Y mod Z.
% stdin: X #= Y rem 4.
% stdin: X #= Y // 2.
% stdin: X #= Y div Z.
% stdin: X #= min(Y, Z).
% stdin: X #= Y^Z.
% stdin: X #= (Y+Z)*W.
% stdin: X * Y #= Z, X in 1..3, Y in 2..4.
% stdin: X + Y #>= 3.
% stdin: X - Y #>= 2.
% stdin: 10 #>= X + 3.
% stdin: abs(X) #>= 2.
% stdin: 5 #>= abs(X).
% stdin: abs(X - Y) #>= 3.
% stdin: X #\= Y * Z.
% stdin: 3 #\= abs(X - Y).
% stdin: X + Y + Z #\= 4.
% stdin: X + Y #\= Z + W.
% stdin: sum([A,B,C], #=<, 10).
% stdin: scalar_product([2,3], [A,B], #=, 12).
% stdin: scalar_product([1,-1], [A,B], #>, 0).
% stdin: all_distinct([A,B,C]), A = 2.
% stdin: all_different([A,B,C]), A in 1..3, B in 1..3.
% stdin: X #= 2*Y + 3*Z.
% stdin: X + Y #= Z, X = 1.
% stdin: X + Y + Z #= 10, X = 1, Y = 2.
% stdin: X #> Y, Y = 3.
% stdin: X #= max(Y,Z), Y = 1.
% stdin: length(L, 3), L ins 0..9, sum(L, #=, 5).
% stdin: X #= Y*Z+1.
% stdin: X*Y #= 10.
% stdin: X #\= 3, X #\= Y.
% stdin: X in 0..5, Y #= X*X.
% stdin: X #= Y*Y*Y.
% stdin: B #<==> (X #= Y).
% stdin: B #<==> (X #> 3).
% stdin: X #= 3 #\/ Y #= 2.
% stdin: B #<==> (X #> Y).
% stdin: B #<==> (X #= Y + 1).
% stdin: B #==> (X #= 3).
% stdin: X #= 3 #==> Y #= 2.
% stdin: (X #= 1) #\/ (X #= 2).
% stdin: #\ (X #= 3).
% stdin: #\ B.
% stdin: B #<==> (X #\= Y).
% stdin: B #<==> (X #< 5), X in 0..9.
% stdin: B #<==> (X #= Y), B = 0.
% stdin: B #<==> (X #= Y), X = 1.
% stdin: B #<==> (X #= 3), X in 0..2.
% stdin: (X #> 3) #/\ (Y #< 2).
% stdin: B1 #\/ B2.
% stdin: X #= 3 #<==> Y #= 4.
% stdin: gt(A, B).
% stdin: lin(A, B, C).
% stdin: queens(3, Qs).
% stdin: queens(4, [A,B|Cs]), A = 2.
% stdin: X #> Y, copy_term(X, C, Gs).
% stdin: X #\= Y, Y #\= Z, copy_term([X,Y,Z], C, Gs).
% stdin: X #> Y, X #< 10, Y #> 0, X = 5.
% stdin: X #> Y, X in 5..9, Y in 0..2.
% stdin: X #> Y, Y = 1.
% stdin: X + Y #= 5, X in 0..2, Y in 0..2.
% stdin: X #= Y + 1, Y #= Z + 1, Z in 1..2.
% stdin: X in 1..10, X #\= 5, X #> 3.
% stdin: X #= Y + Z, Y in 0..5, Z in 0..5, X #> 8.
% stdin: B #<==> (X in 1..5).
% stdin: B #<==> (X in 1..5), X = 3.
% stdin: B #<==> (X in 1..5), X in 7..9.
% stdin: B #<==> (X in 1..5), B = 0.
% stdin: B #<==> (X #= 1 #\/ X #= 3).
% stdin: B #<==> (X #\= 1 #/\ X #\= 3).
% stdin: (X in 1..3) #==> (Y #= 2).
% stdin: X in 0..10, B #<==> (X in 2..4 \/ 6..7).
% stdin: B #<==> C.
% stdin: B #<==> C, B = 1.
% stdin: B #<==> (X #= Y), B = 0.
% stdin: X in 1..3, Y in 1..3, X #< Y.
% stdin: tuples_in([[X,Y]], [[1,2],[2,3]]).
% stdin: tuples_in([[X,Y],[Y,Z]], [[1,2],[2,3],[3,1]]).
% stdin: global_cardinality([X,Y], [1-A, 2-B]).
% stdin: X #= Y * 3 + 2.
% stdin: X #= (Y mod 3) + Z.
% stdin: X #> Y + Z.
% stdin: X + Y #>= Z.
% stdin: X #=< Y.
% stdin: X #= 2 * (Y + Z).
% stdin: 2*X #= 3*Y.
% stdin: B #<==> (X #= 2*Y).
% stdin: X #\= Y, X in 1..2, Y in 1..2, X = 1.
% stdin: [X,Y] ins 1..3, X #< Y, label([X]).
% stdin: X #= max(Y, 3) + 1.
% stdin: X #\= -Y.
% stdin: -X #= Y.
% stdin: X #= Y // Z, Z in 1..3.
% stdin: X #= Y*Z, Y = 2.
% stdin: X #= Y*Z, Z = 0.
% stdin: X #= 3 - Y.
% stdin: X*X #= 4.
% stdin: abs(X) #= 3.
% stdin: all_different([X,Y,3]).
% stdin: X #= Y, X in 1..3.
% stdin: X #= Y.
% stdin: loc1(X).
% stdin: loc2(X).
% stdin: loc3(X).
% stdin: loc1(X), X = 2.
% stdin: loc2(X), X #< 3.
% stdin: X #= Y + 1, Y #= Z + 1, X = 5.
% stdin: length(L, 4), L ins 1..4, all_distinct(L), L = [A,B|_], A = 1.
% stdin: A = f(X), X #> 1.
% stdin: X #= Y + 2, Y #= X + 2.
% stdin: X #= 2^Y.
% stdin: X #= Y rem Z.
% stdin: X #\= Y + Z, Y = 1.
% stdin: X + Y #\= 3, X = 1.
% stdin: 2*X + 3*Y #\= 5.
% stdin: X - 3 #>= Y.
% stdin: 3 #>= X + 1.
% stdin: X #= abs(Y - Z).
% stdin: X #> Y, copy_term([X,Y], C, Gs).
% stdin: Y*Y #= 16.
% stdin: Y*Y #= 15.
% stdin: Y*Y #= 0.
% stdin: 16 #= Y*Y, Y in 0..10.
% stdin: Y*Y #= Z, Z = 16.
% stdin: Y*Y*Y #= 8.
% stdin: Y^3 #= -8.
% stdin: Y^4 #= 16.
% stdin: X in 1..10, Y #= X + 3, X #\= 5, fd_dom(Y, D).
% stdin: X in 1..2 \/ 5..6, Y #= X + 3, fd_dom(Y, D).
% stdin: X in 1..2 \/ 5..6, Y #= 2*X, fd_dom(Y, D).
% stdin: X in 1..10, 2*X #= Y, X #\= 5, X #\= 1.
% stdin: X + Y #= Z, Y in 1..2 \/ 5..6, X = 1.
% stdin: X + Y + Z #= 3, Y in 1..2 \/ 5..6, Z = 1.
% stdin: 2*X + Y + Z #= 3, Y in 1..2 \/ 5..6, X = 1.
% stdin: X in 1..10, X + Y + Z #= 3, Z = 1, X #\= 5, X #\= 1.
% stdin: \+ \+ (E - B #= A, B = 0, A in 3..4 \/ 10, E in 3..5 \/ 9..10, fd_dom(E, D), write(D), nl).
% stdin: D in 3..6, E in 0..2, E #= D rem 4.
% stdin: B in 0..2 \/ 6..8, D in -2..1 \/ 3, D #= B rem 3.
% stdin: D in -3 \/ 0..2, E in -2..0 \/ 4..7 \/ 9..11, E #= 1 rem D.
% stdin: B in 3..6 \/ 9..12 \/ 15..17, X #= B rem -3.
% stdin: X #= Y rem Z, Y in -5..7, Z in 2..3.
% stdin: X #= Y mod Z, Y in -5..7, Z in 2..3.
% stdin: X #= Y mod 3, Y in 4..20, X in 0..1.
% stdin: X #= Y mod -3, Y in 4..20.
% stdin: X #= Y mod 3, X = 2, Y in 4..20.
% stdin: X #= Y rem 3, X = 2, Y in 4..20.
% stdin: B in 3..6, D in 1..2 \/ 6..8 \/ 11..12, D #= max(B,3).
% stdin: X #= max(Y, Z), Y in 0..5, Z in 7..9.
% stdin: X #= max(Y, 3), X = 3.
% stdin: X #= min(Y, 3), X = 3.
% stdin: X #= min(Y, 3), X = 1.
% stdin: X #= max(Y, Z), X in 0..3.
% stdin: \+ \+ (A in 3..4 \/ 7, Z #= max(A,0), Z #\= 3, fd_dom(A, D), write(D), nl).
% stdin: \+ \+ (X #= min(Y, Z), Y in 0..5, Z in 7..9, Y #\= 2, fd_dom(X, D), write(D), nl).
% stdin: findall(Z-Y, (X in 1..10, Y #= X + 3, X #\= 5, X #\= 6, Z in 1..9, labeling([ff], [Z, Y])), L), L = [_,A,B,C|_].
% stdin: findall(Z-Y, (X in 1..10, 2*X #= Y, X #\= 5, X #\= 6, Z in 0..15, labeling([ff], [Z,Y])), L), L = [_,A,B|_].
% stdin: B in 3..6 \/ 9..12 \/ 15..17, C in -1 \/ 1..4, D in 2..4 \/ 7..9 \/ 12..15, -3*B #\= B, C #>= B rem -3*D, fd_degree(B, DB), fd_degree(C, DC), fd_degree(D, DD).
% stdin: X #= Y // 3, Y in 0..20.
% stdin: X #= Y // 3, Y in -7..20, X #\= 2.
% stdin: X #= Y // -3, Y in -7..20.
% stdin: X #= Y // Z, Y in 1..20, Z in 2..4.
% stdin: X #= 17 // Z, Z in 2..4.
% stdin: X #= -17 // Z, Z in 2..4.
% stdin: 3 #= 17 // Z.
% stdin: 0 #= 17 // Z.
% stdin: -3 #= 17 // Z.
% stdin: X #= Y // 3, X = 2.
% stdin: X #= Y // -3, X = 2.
% stdin: X #= Y // Z, X = 2, Y in 0..30, Z in 1..10.
% stdin: X #= Y // Z.
% stdin: X #= Y // -1.
% stdin: X #= Y // Z, Y in 1..2 \/ 7..9, Z = 2.
% stdin: C in -1..1, E = -3, E #= E // C.
% stdin: X #= 2^Y, Y in 0..4.
% stdin: X #= Y^Z, Y in 2..3, Z in 1..2.
% stdin: X #= 2^Y, X in 0..100.
% stdin: X #= 3^Y, X in 10..100, Y in 0..10.
% stdin: X #= 2^Y.
% stdin: X #= 2^Y, Y #> 3.
% stdin: X #= Y^Z, Y in 2..3, Z in 2..5, X #< 50.
% stdin: X #= Y div 3, Y in 0..20.
% stdin: X #= Y div 3, Y in -7..20, X #\= 2.
% stdin: X #= Y div -3, Y in -7..20.
% stdin: X #= Y div Z, Y in 1..20, Z in 2..4.
% stdin: X #= 17 div Z, Z in 2..4.
% stdin: X #= -17 div Z, Z in 2..4.
% stdin: 3 #= 17 div Z.
% stdin: 0 #= 17 div Z.
% stdin: -3 #= 17 div Z.
% stdin: X #= Y div 3, X = 2.
% stdin: X #= Y div -3, X = 2.
% stdin: X #= Y div Z, X = 2, Y in 0..30, Z in 1..10.
% stdin: X #= Y div Z.
% stdin: X #= Y div -1.
% stdin: X #= Y div Z, Y in 1..2 \/ 7..9, Z = 2.
% stdin: C in -1..1, E = -3, E #= E div C.
% stdin: X #= Y div Z, Y in 1..20, Z in 2..4.
% stdin: X #= Y div 3, X = 2.
% stdin: X #= -7 div Z, Z in 2..4.
% stdin: X #= Y div -3, X = 2.
% stdin: -3 #= 7 div Z.
% stdin: 2 #= -7 div Z.
% The residual goals of CLP(FD) constraints at the top level and from
% copy_term/3: each variable's domain and the pending propagators, in
% SWI-Prolog's order and words.
:- use_module(library(clpfd)).
gt(X, Y) :- X #> Y, Y in 0..5.
lin(X, Y, Z) :- 3*X + 2*Y - Z #=< 5.
queens(N, Qs) :- length(Qs, N), Qs ins 1..N, safe(Qs).
safe([]).
safe([Q|Qs]) :- no_attack(Q, Qs, 1), safe(Qs).
no_attack(_, [], _).
no_attack(Q, [Q1|Qs], D) :- Q #\= Q1, abs(Q - Q1) #\= D, D1 is D + 1, no_attack(Q, Qs, D1).
loc1(X) :- X #= Y + 1, Y in 0..3.
loc2(X) :- X #> Y, Y #> Z, Z in 0..3.
loc3(X) :- length(L, 2), L ins 0..5, sum(L, #=, X).
