% args: -q {}
% stdin: X #\= Y, X = Y.
% stdin: X #> Y, X = Y.
% stdin: X #\= Y, (X = Y ; true).
% stdin: X + Y #= 10, X = Y.
% stdin: X - Y #= 0, X = Y.
% stdin: X #= Y + 1, X = Y.
% stdin: X #\= Y + 1, X = Y.
% stdin: X + Y + Z #= 9, X = Y, Y = Z.
% stdin: sum([A,B,C], #=, 6), A = B, B = C.
% stdin: X in 1..3, Y in 1..3, X #\= Y, X = Y, label([X]).
% stdin: L = [A,B,C], L ins 1..3, all_different(L), A = B.
% stdin: X * Y #= 9, X = Y, X in 0..10.
% stdin: X #= Y*Z, Y = Z, X = 7.
% stdin: abs(X) #= Y, X = Y, X in -5..5.
% stdin: X mod Y #= Z, X = Y.
% stdin: X #= Y mod Z, Y = Z.
% stdin: X rem Y #= Z, X = Y.
% stdin: X // Y #= Z, X = Y.
% stdin: X div Y #= Z, X = Y, X in 0..3.
% stdin: X mod Y #= 1, X = Y.
% stdin: X #< Y, Y #< Z, X = Z.
% stdin: X #< Y, Y #< Z, Z = X.
% stdin: X #\= Y, Y #\= Z, X = Z.
% stdin: X + Y #= A, Z + Y #= B, X = Z.
% stdin: X #< Y, Y #< Z, Z #< W, X = W.
% stdin: 1*E #\= E.
% stdin: \+ \+ (X in 1..10, X - Y #= 0, X #\= 5, fd_dom(Y, D), write(D), nl).
% stdin: \+ \+ (X + Y #= Z, X = 0, Y in 1..2 \/ 5..6, fd_dom(Z, D), write(D), nl).
% Two constrained variables made one by unification: the linear
% and arithmetic constraints between them see the one variable, as
% swipl's do.
:- use_module(library(clpfd)).
