% args: -q {} -t halt
% An initialization/1 goal's uncaught syntax error read from a file gets
% swipl's File:Line: header while the file's stream is open, and none
% once the goal closed it.
t1 :- open('read_error_init.txt', read, S), read(S, _), read(S, _).
t2 :- setup_call_cleanup(open('read_error_init.txt', read, S), (read(S, _), read(S, _)), close(S)).
:- initialization(t1).
:- initialization(t2).
