% args: -q -g main -t halt {}
% A typo in a helper's last call: the error names the helper or, when
% last-call optimisation replaced the helper's frame, its caller.
t(G) :- catch(G, E, (print_message(error, E))).
main :- t(h1(1, _)), t(h2(1, _)), t(h3(1, _)), t(h4(1, _)), t(h5(1, _)), t(h6(1, _)), t(h7(1, _)).
h1(X, Y) :- Y is X + 1, lenght([a], _).
h2(X, Y) :- lenght(X, Y).
h3(X, Y) :- lenght(Y, X).
h4(X, Y) :- lenght(Y, Y).
h5(X, _) :- lenght(a, X).
h6(X, Y) :- lenght(X, Y, 1.5).
h7(X, Y) :- atom_length(abc, Z), lenght(Z, Y, X).
