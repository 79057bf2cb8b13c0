% Static predicates of many facts, which the WAM core looks up in the
% engine's database as tables of facts (see internal/engine/wam/facts.go,
% staticFactTable): calls by each argument, through the index on a later
% argument that a call with an unbound first argument uses
% (engine.BeginFactsAt), clause/2 on them, and retract/1 on a dynamic
% copy. The facts are made at load time by term expansion.

term_expansion(gen(edges), Facts) :-
    findall(edge(A, B),
            ( between(1, 400, I), J is (I * 7) mod 97,
              atom_concat(n, I, A), atom_concat(n, J, B) ),
            Facts).
term_expansion(gen(recs), Facts) :-
    findall(rec(I, Name, Age, City),
            ( between(1, 300, I), atom_concat(name, I, Name),
              Age is 18 + I mod 40,
              K is I mod 5, nth0(K, [paris, city(lyon, fr), "Oslo", 3.5, 12345678901234567890123], City) ),
            Facts0),
    append(Facts0, [rec(301, anon, _, nowhere), rec(302, Same, Same, same)], Facts).
term_expansion(gen(words), Facts) :-
    findall(wd(W, L, Extra),
            ( between(1, 300, I), K is I mod 4, L is 3 + I mod 5,
              atom_concat(w, I, W), extra(K, I, Extra) ),
            Facts).

extra(0, I, S) :- number_string(I, S0), string_concat("s", S0, S).
extra(1, I, F) :- F is I + 0.5.
extra(2, I, point(I, Y)) :- Y is I mod 7.
extra(3, _, [a, b, X, X]).

gen(edges).
gen(recs).
gen(words).

t(G) :- catch((G -> true ; writeq(failed)), error(E, _), writeq(E)), nl.
all(T, G) :- findall(T, G, L), writeq(L).
cnt(G) :- aggregate_all(count, G, N), writeq(N).

from(X, Y) :- edge(X, Y).
to(X, Y) :- edge(X, Y).
loop(X) :- edge(X, X).
by_age(A, I) :- rec(I, _, A, _).
by_city(C, I) :- rec(I, _, _, C).
by_extra(E, W) :- wd(W, _, E).

copy :- forall(edge(X, Y), assertz(dedge(X, Y))).
:- dynamic dedge/2.

run :-
    t(cnt(edge(_, _))),
    t(cnt(rec(_, _, _, _))),
    t(cnt(wd(_, _, _))),
    t(all(Y, from(n5, Y))),
    t(all(X, to(X, n10))),
    t(all(X, to(X, n0))),
    t(all(X, to(X, nowhere))),
    t((from(n5, n35), \+ from(n5, n36), writeq(yes))),
    t(all(X, loop(X))),
    t(all(I, by_age(20, I))),
    t(all(I, by_age(70, I))),
    t(all(I-N, rec(I, N, 20, paris))),
    t(all(I, by_city(city(lyon, _), I))),
    t(all(I, by_city("Oslo", I))),
    t(all(I, by_city(3.5, I))),
    t((Big is 12345678901234567890123, all(I, by_city(Big, I)))),
    t(all(I, by_city(same, I))),
    t(all(I-A, rec(I, name7, A, _))),
    t(all(W, by_extra("s12", W))),
    t(all(W, by_extra(9.5, W))),
    t(all(W-Y, by_extra(point(10, Y), W))),
    t(cnt(by_extra([a, b, c, c], _))),
    t(cnt(by_extra([a, b, c, d], _))),
    t(all(W-L, wd(W, L, [_, _, q, _]))),
    t((once(to(X1, n10)), writeq(X1))),
    t(all(X, call(edge, X, n20))),
    t((aggregate_all(count, (between(0, 96, J), atom_concat(n, J, T), edge(_, T)), N2), writeq(N2))),
    t(all(Y-B, clause(edge(n5, Y), B))),
    t(all(X, clause(edge(X, n10), true))),
    t((\+ clause(edge(_, _), fail), writeq(none))),
    t(cnt(clause(rec(_, _, _, _), true))),
    t(all(I-B, clause(rec(I, _, _, nowhere), B))),
    t(all(W, clause(wd(W, _, [a|_]), true))),
    t(cnt((clause(wd(_, _, E), true), E = [_, _, x, y]))),
    t((copy, cnt(dedge(_, _)))),
    t(all(X, retract(dedge(X, n10)))),
    t((retract(dedge(n5, Y5)), writeq(Y5))),
    t(cnt(dedge(_, _))),
    t(all(X, dedge(X, n10))),
    t((\+ dedge(n5, _), writeq(gone))),
    t(catch(retract(edge(n1, _)), error(permission_error(A1, B1, _), _), writeq(A1-B1))).
