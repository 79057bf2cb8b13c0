% args: -q -g main -t halt {}
% The context of a caught unknown procedure: the frame swipl names.
p :- catch(lenght([a], _), E, (writeq(E), nl)).
q :- catch((true, lenght([a], _)), E, (writeq(E), nl)).
r :- catch(call(lenght, [a], _), E, (writeq(E), nl)).
s :- catch(findall(X, foo(X), _), E, (writeq(E), nl)).
t :- catch(u, E, (writeq(E), nl)).
u :- lenght(_, _).
v :- catch(w, E, (writeq(E), nl)).
w :- lenght(_, _), true.
x :- catch(\+ nope, E, (writeq(E), nl)).
y :- G = nope2, catch(G, E, (writeq(E), nl)).
z :- catch(once(nope3), E, (writeq(E), nl)).
main :- p, q, r, s, t, v, x, y, z, d1, d2, d3, d4.
a --> zzq1.
d1 :- catch(phrase(zzq, []), E, (print_message(error, E))).
d2 :- catch(phrase(zzq, [], _), E, (print_message(error, E))).
d3 :- catch(phrase(a, []), E, (print_message(error, E))).
d4 :- catch(catch(nope4, foo, true), E, (print_message(error, E))), phrase(zzq2, []).
