% args: -q {}
% stdin: X = 1,
% stdin: Y = f(.
% stdin: X = 1,
% stdin: Y = 2,
% stdin: Z = [a b].
% stdin: foo(a,
% stdin: b c).
% stdin: Y = f(.
% A syntax error in a query of several lines is shown at its place,
% "** here **" after the text before it, as swipl shows it.
