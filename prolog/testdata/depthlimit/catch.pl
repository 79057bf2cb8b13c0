% catch/3 inside predicates that run under the limit: goals that raise,
% with recoveries that are calls, built-ins, true and fail; catchers that
% do not match; nested catches; choicepoints in the goal. catch_control.pl
% has catches of control constructs.
:- include(driver).

len([], 0).
len([_|T], N) :- len(T, M), N is M+1.

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).

boom(X) :- len([a], N), X is N + foo.
raise(B) :- len([a, b], _), throw(B).
note(_).

c1(R) :- catch(raise(x), E, R = caught(E)).
c2(T) :- catch(boom(_), error(type_error(T, _), _), note(T)).
c3 :- catch(raise(y), y, true).
c4 :- catch(raise(z), z, fail).
c5(N) :- catch(len([a, b, c], N), _, true).
c7(R) :- catch(raise(v), Ball, len([Ball, Ball], R)).
c8(X) :- catch(mem(X, [a, b, c]), _, true).
c9(R) :- catch(catch(raise(in), out, R = wrong), in, R = right).
c10 :- catch(raise(q), r, true).
c13(X) :- catch(mem(X, [a, b]), _, true), X \== a.
c14(N) :- catch(len([a, b], N), _, true), len([N], _).

run :-
    limits(c1(_), 1, 6),
    limits(c2(_), 1, 6),
    limits(c3, 1, 6),
    limits(c4, 1, 6),
    limits(c5(_), 1, 7),
    limits(c7(_), 1, 6),
    limits(c8(_), 1, 6),
    limits(c9(_), 1, 7),
    limits(c10, 1, 6),
    limits(c13(_), 1, 6),
    limits(c14(_), 1, 6).
