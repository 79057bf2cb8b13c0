% Exceptions. The solver shows no port for a call that an exception
% leaves: the goals of a catch/3 in the query run on the core and raise;
% the recovery's goals show their ports. catch/3 in a clause (catcher/1,
% rec1/1 to rec4/0: the recovery a plain goal or a control construct, the
% error not caught) and errors of built-ins (bad/1) too.
%
% run: trace, catch(thrower(X), E, (write(caught(E)), nl))
% run: trace, catch(bad(X), error(E, _), (write(E), nl))
% run: trace, catcher(R), write(R), nl
% run: trace, catch(deep(3), E, true), write(E), nl

m(1).
m(2).
m(3).

thrower(X) :- m(X), X > 1, throw(found(X)).

bad(X) :- m(Y), X is Y + foo.

catcher(R) :- catch(thrower(_), found(R), true).

deep(0) :- throw(bottom).
deep(N) :- N > 0, N1 is N-1, deep(N1), write(never).

% run: trace, rec1(X), write(X), nl
% run: trace, rec2(X), write(X), nl
% run: trace, rec3(X), write(X), nl
% run: trace, catch(rec4, E, true), write(E), nl

rec1(X) :- catch(deep(2), bottom, m(X)).
rec2(X) :- catch(deep(2), bottom, (m(X), X > 1)).
rec3(X) :- catch((m(X), X > 1, bad(X)), error(type_error(T, V), _), (write(T-V), nl)).
rec4 :- catch(deep(1), other, true).
