% args: -q {}
% stdin: p(X).
:- initialization(main).
:- initialization(writeln(second_init)).
:- initialization(fail).
:- initialization(undefined_init_goal).
main :- writeln(in_main), X is foo + 1, writeln(X).
p(1).
