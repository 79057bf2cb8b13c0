% args: -q {}
% stdin: foo(1,2).
% stdin: nosuch(1).
% stdin: lenght(X, Y, Z).
% stdin: fo(1).
foo(1).
foo(1, 2, 3).
bar_baz(1).
