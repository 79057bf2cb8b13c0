% An abstract data type in a module, with lambdas over its private
% predicates.
:- use_module(queue).

scale(_, _, user_scale).

main :-
    empty_queue(Q0),
    enqueue(1, Q0, Q1), enqueue(2, Q1, Q2), enqueue(3, Q2, Q3),
    queue_list(Q3, L), writeln(L),
    dequeue(X, Q3, Q4), writeln(X),
    queue_list(Q4, L4), writeln(L4),
    queue_sum(Q3, S), writeln(S),
    scaled(10, Q3, SL), writeln(SL),
    double_all([1,2], D), writeln(D),
    maplist([A,B]>>(B is A+1), [1,2], Inc), writeln(Inc).
