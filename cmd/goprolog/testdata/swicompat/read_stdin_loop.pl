% args: -q -g main -t halt {}
% stdin: hello(world).
% stdin: 42.
% stdin: "str".
% stdin: foo(X, Y, X).
main :- read(T), ( T == end_of_file -> true ; print(T), nl, main ).
