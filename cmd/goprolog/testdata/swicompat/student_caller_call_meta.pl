% args: -q -g main -t halt {}
% A goal call/2 that findall/3 meta-calls has a frame of its own.
main :- findall(X, call(membr, X, [a]), L), writeln(L).
