% bagof/3 and setof/3: which variables of the goal are free (those of
% V^ prefixes, including under M:, are not; nested all-solutions goals
% and \+ bind none), and how the solutions group by them: witnesses that
% are variants form one group, in the standard order of the witnesses.
:- style_check(-singleton).
:- ensure_loaded(driver).

p(1, a, x).
p(2, b, x).
p(3, a, y).
p(1, b, y).

q(X-Y) :- member(X-Y, [1-A, 2-B, 3-A, 4-f(B), 5-f(C)]).

g(setof(X-L, setof(Y, p(X, Y, Z), L), R)).
g(setof(X-L, bagof(Y, p(X, Y, Z), L), R)).
g(bagof(X-L, Y^setof(Y, p(X, Y, Z), L), R)).
g(setof(X, (findall(Y, p(X, Y, Z), _), p(X, _, _)), R)).
g(setof(X, findall(Y, p(X, Y, Z), L), R)).
g(bagof(X, (findall(Y, p(X, Y, Z), L), member(X, L)), R)).
g(setof(X, forall(p(X, Y, Z), true), R)).
g(setof(X, (p(X, _, _), \+ p(X, Y, Z)), R)).
g(setof(X, (p(X, _, Z), \+ p(X, b, Z)), R)).
g(setof(X-N, aggregate_all(count, p(X, Y, Z), N), R)).
g(setof(X-N, (p(X, _, _), aggregate_all(count, p(X, Y, Z), N)), R)).
g(setof(X-S, (p(X, _, _), aggregate_all(bag(Y), p(X, Y, Z), S)), R)).
g(setof(X, Y^p(X, Y, Z), R)).
g(setof(X, Y^Z^p(X, Y, Z), R)).
g(setof(X, (Y, Z)^p(X, Y, Z), R)).
g(setof(X, user:p(X, Y, Z), R)).
g(setof(X, user:(Y^p(X, Y, Z)), R)).
g(setof(X, user:(Y^(user:(Z^p(X, Y, Z)))), R)).
g(setof(X, user:(Y^(user:p(X, Y, Z))), R)).
g(bagof(X-Y, lists:member(X-Y, [1-A, 2-B, 3-A]), R)).
g(bagof(X, lists:(Y^member(X-Y, [1-A, 2-B, 3-A])), R)).
g(setof(X, Y^(user:p(X, Y, Z)), R)).
g((M = user, setof(X, M:(Y^p(X, Y, Z)), R))).
g(setof(X, (Y^p(X, Y, Z), true), R)).
g(setof(X, call(p, X, Y, Z), R)).
g(setof(X, call(p(X), Y, Z), R)).
g(setof(X, call(Y^p(X, Y, Z)), R)).
g(bagof(X, p(X, Y, Z), R)).
g(bagof(Y, q(X-Y), R)).
g(setof(Y, q(X-Y), R)).
g(bagof(X, q(X-Y), R)).
g(setof(X, q(X-Y), R)).
g(setof(T, member(W-T, [K-K, K-J, K-a]), L)).
g(bagof(T, member(W-T, [K-f(K), J-g(J), K-h(K)]), L)).
g(bagof(X, member(X-W, [1-A, 2-f(B, B), 3-f(C, D), 4-f(E, E), 5-B]), L)).
g(setof(X, member(X-W, [1-A, 2-f(B, B), 3-f(C, D), 4-f(E, E), 5-B]), L)).
g(bagof(X, member(X-W-V, [1-A-B, 2-C-C, 3-D-E, 4-F-F]), L)).
g(aggregate_all(count, setof(X, p(X, Y, Z), _), N)).
g(forall(setof(X, p(X, Y, Z), R), R \== [])).
g(findall(Z-R, setof(X, p(X, Y, Z), R), L)).
g(findall(Z-R, setof(X-Y, p(X, Y, Z), R), L)).
g(setof(X, G^(G = p(X, Y, Z), call(G)), R)).
