% Goals that the engine meta-calls and the core runs as predicates of
% their own (see internal/engine/wam/goalpred.go): conjunctions and other
% control constructs given to call/1, catch/3 and findall/3, bagof/3 and
% setof/3 with their V^ prefixes and free variables, cuts local to the
% goal, errors, a goal that changes the program before it calls, and
% in-line tests of a meta-called goal's variables, unbound or bound when
% the call runs (internal/engine/wam/metagoal.go).

:- dynamic counter/1, gone/1, gone2/1.

emp(ann, sales, 30).
emp(bob, sales, 20).
emp(cyd, lab, 40).
emp(dee, lab, 40).
emp(eve, ops, 10).
counter(0).
gone(1).
gone(2).
gone2(1).

t(G) :- catch((G -> true ; writeq(failed)), error(E, _), writeq(E)), nl.

solve(X) :- member(X, [3, 1, 2]).
inc :- retract(counter(N)), N1 is N + 1, assertz(counter(N1)).
check(X) :- X > 1.

case(1) :-
    call((solve(X), X > 1)), writeq(X).
case(2) :-
    findall(X-Y, (solve(X), solve(Y), X < Y), L), writeq(L).
case(3) :-
    findall(X, (solve(X), (X >= 2 -> ! ; true)), L), writeq(L).
case(4) :-
    findall(X, call((solve(X), !)), L), writeq(L).
case(5) :-
    call((true, true)), writeq(yes).
case(6) :-
    call((fail ; true)), writeq(yes).
case(7) :-
    call((solve(X), \+ X = 3, check(X))), writeq(X).
case(8) :-
    bagof(N, emp(N, sales, _), L), writeq(L).
case(9) :-
    findall(D-L, bagof(N, S^emp(N, D, S), L), R), writeq(R).
case(10) :-
    findall(S-L, bagof(N, D^emp(N, D, S), L), R), writeq(R).
case(11) :-
    setof(D, N^S^emp(N, D, S), L), writeq(L).
case(12) :-
    setof(S-N, D^emp(N, D, S), L), writeq(L).
case(13) :-
    findall(D-Ns, setof(N, S^emp(N, D, S), Ns), R), writeq(R).
case(14) :-
    \+ bagof(N, emp(N, none, _), _), writeq(empty).
case(15) :-
    setof(X, solve(X), L), writeq(L).
case(16) :-
    forall(emp(_, lab, S), S >= 40), writeq(all).
case(17) :-
    once(solve(X)), ignore(fail), writeq(X).
case(18) :-
    catch((solve(X), X > 2, throw(found(X))), found(Y), true), writeq(Y).
case(19) :-
    catch(call((solve(X), atom_length(X, _))), error(E, _), true), writeq(E).
case(20) :-
    inc, inc, counter(C), writeq(C).
case(21) :-
    findall(C, (between(1, 3, _), inc, counter(C)), L), writeq(L).
case(22) :-
    abolish(gone/1), catch(gone(_), error(E, _), true), writeq(E).
case(23) :-
    statistics(inferences, I0), call((solve(X), X > 2)),
    statistics(inferences, I1), I is I1 - I0, writeq(X-I).
case(30) :-
    findall(X-Y, (solve(X), solve(Y), X < Y), L), writeq(L).
case(31) :-
    X = 2, findall(Y, (solve(Y), X < Y ; Y = none), L), writeq(L).
case(32) :-
    forall(solve(X), (solve(Y), X =< Y ; true)), writeq(done).
case(33) :-
    findall(X, (solve(X), \+ X == 1, X \== 2), L), writeq(L).

% Goals known only at run time: in a predicate of their own, as a
% predicate that meta-calls a goal known only at run time and writes
% stays with the engine.
dcase(24) :-
    G = (solve(X), X > 1), findall(X, G, L), writeq(L).
dcase(25) :-
    G = S^emp(N, D, S), findall(D-L, bagof(N, G, L), R), writeq(R).
dcase(26) :-
    G = (emp(N, D, _), D \== ops), setof(N, G, L), writeq(L).
dcase(27) :-
    G = (solve(X), (X >= 2 -> ! ; true)), findall(X, G, L), writeq(L).
dcase(28) :-
    G = catch((solve(X), X > 2, throw(found(X))), found(Y), true), call(G), writeq(Y).
dcase(29) :-
    G = (abolish(gone2/1), catch(gone2(_), error(E, _), true)), call(G), writeq(E).

run :-
    forall(between(1, 33, N), (clause(case(N), _) -> t(case(N)) ; t(dcase(N)))).
