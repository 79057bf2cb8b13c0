% args: -q -g main -t halt {}
% The context of an unknown procedure's error caught around a goal that
% was a variable in the clause, inside a control construct: swipl names
% the frame of its meta-call, '<meta-call>'/1; a goal that is the
% catch's own, catch/3.
t(G) :- catch((G -> writeln(yes) ; writeln(no)), E, (print_message(error, E))).
u(G) :- catch(G, E, (print_message(error, E))).
v(G) :- catch((G, true), E, (print_message(error, E))).
w(G) :- catch((G -> R = yes ; R = no), error(F, C), (R = ex(F, C))), \+ \+ (numbervars(R, 0, _), print(R)), nl.
main :-
    t(foo(_)), u(foo(_)), v(foo(_)), t(call(foo, _)), t((true, foo(_))),
    w(foo(_)), w(lists:nosuch(_)), w(call(foo, 1)).
