% args: -q -g main -t halt {}
p(a, 3). p(b, 1). p(c, 7). p(d, 7).
main :-
    aggregate_all(count, p(_, _), C), writeln(C),
    aggregate_all(sum(V), p(_, V), S), writeln(S),
    aggregate_all(max(V), p(_, V), M), writeln(M),
    aggregate_all(min(V), p(_, V), Mi), writeln(Mi),
    aggregate_all(max(V, K), p(K, V), MK), print(MK), nl,
    aggregate_all(min(V, K), p(K, V), MiK), print(MiK), nl,
    aggregate_all(bag(K), p(K, _), B), print(B), nl,
    aggregate_all(set(V), p(_, V), St), print(St), nl,
    aggregate_all(count, K, p(K, 7), C2), writeln(C2),
    ( aggregate_all(max(V), p(zz, V), _) -> writeln(yes) ; writeln(no) ),
    aggregate_all(sum(V), p(zz, V), S0), writeln(S0),
    aggregate_all(sum(X), member(X, [1, 2.5]), SF), writeln(SF),
    aggregate_all(r(count, sum(V), max(V)), p(_, V), R), print(R), nl,
    catch(aggregate_all(foo, p(_, _), _), E, (print_message(error, E))).
