plain_fact(1).
plain_fact(2).
plain_rule(X) :- plain_helper(X).
plain_helper(h).
