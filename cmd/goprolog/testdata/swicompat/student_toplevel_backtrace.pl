% args: -q {}
% stdin: average([], A).
% stdin: average([1, 2, 3], A).
% stdin: scale(3, Y).
% stdin: twice(2).
% stdin: twice_then(3).
% stdin: name_len(X).
% stdin: doubles([1, a]).
% stdin: not_len(_).
% stdin: pred_of(-1).
% stdin: X = 1, add_foo(X).
% The error of a program predicate at the prompt, with its backtrace.
average(L, A) :- sum_list(L, S), length(L, N), A is S / N.
scale(X, Y) :- Y is X * 2, Z is Y / 0, writeln(Z).
add_foo(X) :- Y is X + foo, writeln(Y).
twice(X) :- add_foo(X).
twice_then(X) :- add_foo(X), true.
name_len(X) :- atom_length(X, L), writeln(L).
doubles(X) :- forall(member(Y, X), (Z is Y * 2, writeln(Z))).
not_len(X) :- \+ name_len(X).
pred_of(X) :- succ(X, Y), writeln(Y).
