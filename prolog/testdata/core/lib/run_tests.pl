% run/0 of a test program that lists its tests with tests/1: each test T
% is called as T(R), and T = R is printed, with R = failed when T fails
% and R = caught(E) when it raises E.

run :-
    tests(Ts),
    forall(member(T, Ts),
           (   G =.. [T, R],
               (   catch(G, E, (R = caught(E)))
               ->  true
               ;   R = failed
               ),
               print(T = R), nl
           )).
