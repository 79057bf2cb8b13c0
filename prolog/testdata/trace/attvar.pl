% Attributed variables: freeze/2 and dif/2, whose goals binding the
% variable wakes, and put_attr/3 and get_attr/3 themselves.
%
% run: trace, fz(X), write(X), nl
% run: trace, df(X), write(X), nl
% run: trace, (df2(X, Y), write(X-Y), nl, fail ; true)
% run: trace, pa(V), write(V), nl

m(1).
m(2).
m(3).

fz(X) :- freeze(X, (write(woke(X)), nl)), m(X).
df(X) :- dif(X, 1), m(X).
df2(X, Y) :- dif(X, Y), m(X), m(Y), X < 3.
pa(V) :- put_attr(X, my, 1), get_attr(X, my, V).
