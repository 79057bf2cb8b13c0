% args: {}
% The same error out of initialization(main, main).
:- initialization(main, main).
main :- open('read_error_data.txt', read, S), read(S, X), print(X).
