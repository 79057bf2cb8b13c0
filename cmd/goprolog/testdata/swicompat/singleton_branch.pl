% args: -q -t halt {}
% Singleton variables in a branch of a disjunction or in \+: swipl's
% compiler warns about a variable met once there and nowhere else in the
% clause, for the innermost disjunction or negation; an if-then without
% else, findall/3 and call/1 bodies, _-variables and directives are not
% checked; a grammar rule is checked as it translates.
p1 :- (X = 1 ; true), write(X).
p2(Y) :- (X = 1 ; Y = 2).
p3 :- (a(X) ; b(X)).
p4 :- (a(X) -> true ; true).
p5 :- a(X), (b(X) ; c).
p6 :- (a(X), b(X) ; c(X)).
p7 :- (a(X) ; b), c(X).
p8 :- \+ a(X).
p9 :- catch(a(X, Y), _, true) -> true ; true.
p10 :- (a(X) -> b(Y) ; c(X, Y)).
p11 :- findall(X, (a(X) ; b(Y)), _).
p12 :- forall(a(X), b(Y)).
r1 :- (a(X) -> true), b.
r2 :- (a(X) *-> true ; true).
r3 :- (a ; (b(X) ; c(X))).
r4 :- (a(X) ; b), (c(X) ; d).
r5 :- \+ (a(X), b(X)).
r6 :- \+ (a(X) ; b).
r7(X) :- (a(_Y) ; b(_Y)).
r8 --> ([a] ; [b]), {c(X)}.
r9 :- call((a(X) ; b)).
r10 :- (a(X) ; b(Y)), c(Y).
r11 :- (a(X, X) ; b).
r12 :- (a -> b(X) ; c(X)).
:- style_check(-singleton).
s1 :- (a(X) ; b(X)).
a. a(_). a(_,_). b. b(_). c. c(_). c(_,_). d.
dr --> ({a(X)} ; [b]).
dr2 --> \+ [x], {b(Y)}.
dr3 --> (dx(X) ; dy).
dx(_) --> []. dy --> [].
