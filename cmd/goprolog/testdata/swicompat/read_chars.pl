% args: -q -g main -t halt {}
% stdin: abc def
main :- get_char(C), count(C, 0, N), format("~d chars~n", [N]).
count(end_of_file, N, N) :- !.
count(_, N0, N) :- N1 is N0+1, get_char(C), count(C, N1, N).
