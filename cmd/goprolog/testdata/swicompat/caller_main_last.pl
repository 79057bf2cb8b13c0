% args: {}
% A misspelt last call in main: main's frame is gone, catch/3 is named.
:- initialization(main, main).
main :- write(hello), nl, wirte(x).
