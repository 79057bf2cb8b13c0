% args: -q -g main -t halt {}
ok1(a).
bad1(X) :- X = [1, 2,, 3].
bad2(X) :- X is 1 +.
bad3 :- writeln('unterminated).
ok2(b).
bad4(X) :- foo(X)) .
bad5(X :- true.
bad6 :- a b c.
ok3(c).
bad7 :- X = "abc
def".
bad8 :- 0'.
bad9(X) :- X == 1 == 2.
bad10 :- - - .
bad11 :- [a|b|c].
bad12 :- {a.
ok4(d).
main :- ok1(A), writeln(A), ok3(C), writeln(C), ok4(D), writeln(D), catch(ok2(B), E, (print_message(error, E))), writeln(B).
