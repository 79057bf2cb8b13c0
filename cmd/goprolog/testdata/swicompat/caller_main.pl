% args: {}
% A misspelt call in main, run by initialization(main, main).
:- initialization(main, main).
main :- write(hello), nl, wirte(x), nl.
