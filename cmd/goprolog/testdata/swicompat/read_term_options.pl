% args: -q -g main -t halt {}
% stdin: foo(X, Y, _Z, X). 'bar baz'. "str". [1,2|T].
% stdin: end.
main :- read_term(T, [variable_names(V), singletons(S), variables(Vs)]), writeq(T-V-S), nl, length(Vs, N), writeln(N),
    read(A), writeq(A), nl, read_term(B, []), writeq(B), string(B), writeln(isstring),
    read_term(user_input, C, [variable_names(CV)]), writeq(C/CV), nl,
    read(D), writeq(D), nl, read(E), writeq(E), nl.
