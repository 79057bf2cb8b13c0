% sort/4 in compiled clauses, which the WAM core runs on the heap: each
% key and order, stability, duplicates by key, and the calls it leaves to
% the built-in (errors, partial lists, keys an element lacks).

t(G) :- catch((G -> true ; writeq(failed)), error(E, _), writeq(E)), nl.

run :-
    t((sort(0, @<, [c,a,b,a], L1), writeq(L1))),
    t((sort(0, @>, [c,a,b,a], L2), writeq(L2))),
    t((sort(0, @=<, [c,a,b,a], L3), writeq(L3))),
    t((sort(0, @>=, [c,a,b,a], L4), writeq(L4))),
    t((sort(1, @<, [f(1,a),f(2,x),f(1,b)], L5), writeq(L5))),
    t((sort(1, @>, [f(1,a),f(2,x),f(1,b)], L6), writeq(L6))),
    t((sort(1, @=<, [f(1,a),f(2,x),f(1,b)], L7), writeq(L7))),
    t((sort(1, @>=, [f(1,a),f(2,x),f(1,b)], L8), writeq(L8))),
    t((sort(2, @<, [f(1,a),f(2,x),f(1,b)], L9), writeq(L9))),
    t((sort(2, @>=, [g(1,b),g(2,a),g(3,b),g(4,a)], L12), writeq(L12))),
    t((sort(3, @<, [f(1,a)], _))),
    t((sort(1, @<, [a], _))),
    t((sort(-1, @<, [a], _))),
    t((sort(0, foo, [a], _))),
    t((sort(0, @<, [a|_], _))),
    t((sort(_, @<, [a], _))),
    t((sort(0, @<, [X,Y,X,1,1.0,f(Y),2.0,-3], L10), writeq(L10))),
    t((sort(0, @>=, [1, 1.0, 2], L11), writeq(L11))),
    t((sort(0, @<, [b,a], [a,b]))),
    t((sort(0, @<, [b,a], [b,a]))),
    t((sort(0, @<, [], L13), writeq(L13))),
    t((sort(1, @>, [f(2), f(10), f(1.5), f(a)], L14), writeq(L14))).
