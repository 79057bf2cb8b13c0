% A counter that never stops: the recursion is not the last call.
count(N) :- N1 is N+1, count(N1), N1 > 0.
