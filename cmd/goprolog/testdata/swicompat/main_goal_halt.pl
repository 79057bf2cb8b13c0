% args: -g halt {}
% -g halt ends the run before main.
:- initialization(main, main).
main :- write(main), nl.
