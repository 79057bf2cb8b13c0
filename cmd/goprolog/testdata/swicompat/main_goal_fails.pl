% args: -g fail {}
% A failing -g goal stops the run before main.
:- initialization(main, main).
main :- write(main), nl.
