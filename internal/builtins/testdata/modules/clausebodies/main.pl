:- use_module(kb).
:- use_module(m).
:- dynamic d/1.
d(1) :- kb:p(1), anc(1).
helper(user_helper).
rr(X) :- kb:p(X), kb:anc(X).
main :-
    clause(anc(X), B1), writeq(B1), nl,
    clause(kb:anc(X), B2), writeq(B2), nl,
    kb:clause(anc(X), B3), writeq(B3), nl,
    ask(B4), writeq(B4), nl,
    clause(d(_), B5), writeq(B5), nl,
    clause(rr(_), B6), writeq(B6), nl,
    listing(rr/1), listing(d/1), listing(anc/1), listing(kb:anc/1),
    assertz(m:(p(Y) :- helper(Y))), m:p(A), writeln(A),
    assertz((m:r(Y2) :- helper(Y2))), m:r(C), writeln(C),
    assertz((m:r2(Y3) :- helper(Y3), helper(Y3))),
    clause(m:r(Z), Body), writeq(Z-Body), nl,
    clause(m:p(Z2), Body2), writeq(Z2-Body2), nl,
    clause(m:r2(_), Body3), writeq(Body3), nl,
    retract((m:r(_) :- Bd)), writeq(Bd), nl.
