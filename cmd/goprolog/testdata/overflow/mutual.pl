% Two predicates that call each other for ever.
ping(N) :- N1 is N+1, pong(N1), N1 > 0.
pong(N) :- N1 is N+1, ping(N1), N1 > 0.
