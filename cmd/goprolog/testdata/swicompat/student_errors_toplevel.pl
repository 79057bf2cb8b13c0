% args: -q {}
% stdin: foo(X).
% stdin: X is 1 + a.
% stdin: atom_length(123, L).
% stdin: atom_length(L, 3).
% stdin: X is 5 / 0.
% stdin: member(X, [a, b]), foo(X).
% stdin: X = f(X).
% stdin: number_codes(X, "abc").
% stdin: atom_to_term('foo(', T, B).
% stdin: sort(0, @<, [b, a], L, x).
% stdin: assertz(foo(3)), foo(X).
bar(X) :- X > 0, baz(X).
baz(X) :- Y is X / 0, writeln(Y).
