inc(1).
inc(2).
incp(X) :- inc(X), X > 1.
