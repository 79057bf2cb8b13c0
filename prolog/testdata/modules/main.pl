% The program's helper/2 and its use of the module.
helper(a, b).

total(Shapes, T) :- foldl([S, T0, T1]>>(area(S, A), T1 is T0 + A), Shapes, 0, T).
