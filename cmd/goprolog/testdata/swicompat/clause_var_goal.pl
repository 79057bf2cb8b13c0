% args: -q -g main -t halt {}
% A variable that occurs once in a clause, as a goal of its body, makes
% swipl's compiler refuse the clause, when it is loaded or asserted.
x(1).
x(2) :- true, Y.
y(1) :- Y.
z(1) :- (true ; Y).
n(1) :- \+ Y.
ok(G) :- true, G.
twice :- X, X.
main :-
    forall(member(P, [x/1, y/1, z/1, n/1, ok/1, twice/0]),
           ( catch(listing(P), E, (print_message(error, E))) )),
    forall(member(C, [(h1 :- _), (h2 :- true, _), (h3 :- \+ _), (h4 :- (true ; _)),
                      (h5(Y) :- true, Y), (h6 :- X = 1, _), (h7 :- \+ 1)]),
           catch(( assertz(C), writeln(asserted) ), E, print_message(error, E))).
