% args: -q {}
% stdin: foo(,).
% stdin: X = f(a b).
% stdin: X = [1,2.
% stdin: writeq(a= \+b).
% stdin: X = f(a) b.
% stdin: X = [a|b|c].
% stdin: X = ).
% Syntax errors in queries read from standard input: where swipl puts
% "** here **", the byte before the offending token.
