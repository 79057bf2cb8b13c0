% Calls whose choicepoint's retries pass over clauses that their
% prechecks rule out (see TestRetrySkips).

% A rewrite table on one functor: the first clause's head matches every
% sum, its body fails for most; the others look inside the arguments.
rule(A + B, C) :- integer(A), integer(B), C is A + B.
rule(A + 0, A).
rule(0 + A, A).
rule(A + (B + C), A + B + C).
rule((A + B) + C, A + (B + C)).
rule(A + A, 2 * A).
rule(A + B, B + A) :- atom(A), atom(B), A \== B.
rule(_ + _, none).

% The retry lands on a clause whose guard holds before a cut: the
% choicepoint goes with the retry.
sign(X, R) :- X > 10, R = big.
sign(X, R) :- X < 0, !, R = neg.
sign(X, R) :- X > 0, !, R = pos.
sign(_, zero).

% The clause the retry lands on fails in its body: the retry after it
% skips again.
pick(f(X), R) :- X = a, R = first.
pick(f(k(_)), k).
pick(f(X), R) :- atom(X), X \== b, R = second.
pick(f(h(_)), h).
pick(f(_), last).
pick(f(b), b).

% In a control construct: the branches' predicate is not skipped over
% where the next branch costs an inference.
branch(X, R) :- ( rule(X, Y) -> R = Y ; R = none ).
