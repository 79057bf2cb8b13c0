% args: -q -g go -t halt {}
t(G) :- catch((G -> true ; write(failed)), E, print_message(error, E)), nl.
go :-
    atom_string(str, S),
    t(format('~d', [1.0])), t(format('~d', [1.5])), t(format('~s', [abc])), t(format('~a', [S])),
    t(format('~s', [S])), t(format('~a', [1])), t(format('~d', [a])), t(format('~2d', [1234])),
    t(format('~D', [1234567.0])), t(format('~s', [[0'a|_]])), t(format('~e', [1])), t(format('~f', [a])),
    t(format('~c', [a])), t(format('~a', [f(x)])), t(format('~s', [f(x)])), t(format('~s', [[]])),
    t(format('~s and ~a', [[0'o, 0'k], S])).
