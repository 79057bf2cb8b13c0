% args: -q -g main -t halt {}
% SWI-Prolog compiles Y is X+I, I+X and X-I (Y new and used again, X a
% variable, I an integer of at most 25 bits) to an instruction: its
% errors name the clause's predicate, the other is/2 goals name is/2.
p1(X) :- Y is X+1, w(Y).
p2(X) :- Y is X-1, w(Y).
p3(X) :- Y is 1+X, w(Y).
p4(X) :- Y is X+16777215, w(Y).
p5(X) :- Y is X+16777216, w(Y).
p6(X) :- Y is X-16777216, w(Y).
p7(X) :- Y is X+Z, w(Y-Z).
p8(X) :- Y is X*2, w(Y).
p9(X) :- Y is X+1.
p10(X) :- Y is X+1.5, w(Y).
p11(X, Y) :- Y is X+1.
p12(X) :- Y is 5-X, w(Y).
p13(X) :- ( X == a -> Y is X+1 ; Y = 0 ), w(Y).
p14(X) :- ( X == a -> Y is X+1, w(Y) ; true ).
p15(X) :- \+ ( Y is X+1, w(Y) ).
p16(X) :- findall(Y, (member(Z, [X]), Y is Z+1), L), w(L).
p17(X) :- Y is X+(-5), w(Y).
fact(0, 1) :- !.
fact(N, F) :- N1 is N-1, fact(N1, F1), F is N*F1.
:- dynamic d/1.
d(X) :- Y is X+1, w(Y).
w(_).
main :-
    forall(member(G, [p1(a), p2(a), p3(a), p4(a), p5(a), p6(a), p7(a), p8(a), p9(a), p10(a),
                      p11(a, _), p12(a), p13(a), p14(a), p15(a), p16(a), p17(a), p1(_),
                      fact(a, _), fact(_, _), d(a)]),
           ( catch(G, error(E, C), true), print(G-E-C), nl )),
    assertz((a1(X) :- Y is X-3, w(Y))),
    catch(a1(foo), error(E, C), true), print(E-C), nl,
    catch(fact(x, _), Ball, (print_message(error, Ball))).
