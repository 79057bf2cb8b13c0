% Exceptions as control: a checked division that throws, caught around
% each step, and errors from built-ins caught and classified.
safe_div(_, 0, _) :- !, throw(div_by_zero).
safe_div(X, Y, Z) :- Z is X // Y.
step(I, R) :- Y is I mod 5, catch(safe_div(I, Y, R), div_by_zero, R = 0).
kind(I, K) :- X = f(I), catch(atom_length(X, _), error(E, _), (functor(E, K, _))).
loop(I, N, S, S) :- I > N, !.
loop(I, N, S0, S) :- step(I, R), S1 is S0 + R, I1 is I + 1, loop(I1, N, S1, S).
bench_main :- loop(1, 300000, 0, S), findall(K, (between(1, 20000, I), kind(I, K)), Ks), sort(Ks, U), length(Ks, L), format("~w ~w ~w~n", [S, L, U]).
