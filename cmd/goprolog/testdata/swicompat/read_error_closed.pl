% args: {}
% A syntax error read from a file: swipl heads the uncaught error with
% the file's place while its stream is open (the source location), not
% after setup_call_cleanup/3 closed it.
:- initialization(main, main).
main :- setup_call_cleanup(open('ext_words.txt', read, S), read_term(S, _, []), close(S)).
