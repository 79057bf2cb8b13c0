% args: -q {}
% stdin: X = \+ a.
% stdin: X = a = b.
% stdin: X == \+ a.
% stdin: foo :- a :- b.
% stdin: X = (a :- b :- c).
% Operator priority clashes at the prompt: swipl places them in the
% operator, the layout before it kept in the text it shows.
