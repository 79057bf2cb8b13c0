% args: -q {}
% stdin: lenght(X, 2).
% stdin:
% stdin: lenght(X, 1), bar_bas(Y).
% stdin: y
% stdin: J
% stdin: foo(1,2), lenght(L, 1).
% stdin: forall(fooo(X), true).
% stdin: maybe
% stdin: y
% stdin: lenght(L, 1), nosuch(L).
% stdin: y
% stdin: X = 1.
foo(1).
foo(1, 2, 3).
bar_baz(1).
