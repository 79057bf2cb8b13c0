% args: -q -g main -t halt {}
% stdin: foo(X, Y, X).
% stdin: 'quoted atom'. "a string". [1,2|T].
% stdin: 0'a. -3. - 3. a+b*c.
% stdin: f(
% stdin:   nested,
% stdin:   lines).
main :-
    repeat,
    read_term(T, [variable_names(Vs)]),
    ( T == end_of_file -> ! ; print(T-Vs), nl, fail ).
