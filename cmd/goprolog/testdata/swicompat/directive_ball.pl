% args: {} -g halt
% A directive throwing a ball that is not error(_, _) ends the load: swipl
% catches only error terms in directives, and initialisation fails.
a(1).
:- write(before), nl.
:- throw(my_ball(1)).
:- write(after), nl.
b(1).
