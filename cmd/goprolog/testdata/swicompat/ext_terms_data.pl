fact(1).
fact(2).
rule(X) :- fact(X).
