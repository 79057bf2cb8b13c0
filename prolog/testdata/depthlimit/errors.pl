% Exceptions raised through the limit: by is/2 and throw/1 inside
% predicates that the limit runs, caught inside the goal or outside it,
% and the limit in force after them (a deep recursion runs again).
:- include(driver).

len([], 0).
len([_|T], N) :- len(T, M), N is M+1.

bad(X) :- len([a], N), X is N + foo.
raise(B) :- len([a, b], _), throw(B).
typ(X) :- Y is X * 2, Y > 3.

safe(G, R) :- catch(G, E, R = caught(E)).

run :-
    limits(bad(_), 1, 4),
    limits(raise(ball), 1, 5),
    limits(typ(a), 0, 3),
    limits(typ(3), 0, 3),
    limits(safe(raise(b2), _), 1, 6),
    limits(safe(bad(_), _), 1, 6),
    t(len(_, _), a),
    t(len(_, _), -1),
    t(_, 3),
    t(3, 3),
    catch(call_with_depth_limit(raise(out), 10, _), E, (print(outside(E)), nl)),
    numlist(1, 300, L),
    len(L, N),
    print(after(N)), nl.
