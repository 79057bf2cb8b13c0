% args: -g write(g1),nl -t write(top),nl {}
% -g goals run before initialization(main, main); a -t goal after it.
:- initialization(main, main).
main :- write(main), nl.
