% A groundness analyser by abstract interpretation, after the
% simple_analyzer benchmark of the van Roy suite: for each predicate of a
% small object program (held as data), compute its success patterns in
% the domain of groundness: which arguments can be ground and which not
% on success. The analysis is bottom-up to a fixpoint; a clause is
% executed abstractly by trying every assignment of ground (g) or not
% known to be ground (n) to its variables, keeping those consistent
% with the body (a body atom must match a success pattern already found,
% arithmetic makes its variables ground, a unification equates the
% groundness of its sides), and projecting the survivors onto the head.

% The object programs: cl(Head, Body) with Body a list of goals.
program([
    cl(app([], L, L), []),
    cl(app([H|T], L, [H|R]), [app(T, L, R)]),
    cl(nrev([], []), []),
    cl(nrev([H|T], R), [nrev(T, RT), app(RT, [H], R)]),
    cl(len([], 0), []),
    cl(len([_|T], N), [len(T, N0), is(N, N0 + 1)]),
    cl(part([], _, [], []), []),
    cl(part([X|Xs], P, [X|S], B), [less(X, P), part(Xs, P, S, B)]),
    cl(part([X|Xs], P, S, [X|B]), [less(P, X), part(Xs, P, S, B)]),
    cl(qsort([], R, R), []),
    cl(qsort([X|Xs], R0, R), [part(Xs, X, S, B), qsort(S, R0, [X|R1]), qsort(B, R1, R)]),
    cl(sel(X, [X|T], T), []),
    cl(sel(X, [H|T], [H|R]), [sel(X, T, R)]),
    cl(perm([], []), []),
    cl(perm(L, [X|P]), [sel(X, L, R), perm(R, P)]),
    cl(flat(X, [X]), [atomic(X)]),
    cl(flat([], []), []),
    cl(flat([H|T], F), [flat(H, FH), flat(T, FT), app(FH, FT, F)]),
    cl(lookup(K, V, t(K, V, _, _)), []),
    cl(lookup(K, V, t(K1, _, L, _)), [less(K, K1), lookup(K, V, L)]),
    cl(lookup(K, V, t(K1, _, _, R)), [less(K1, K), lookup(K, V, R)]),
    cl(pairs([], [], []), []),
    cl(pairs([X|Xs], [Y|Ys], [X-Y|Ps]), [pairs(Xs, Ys, Ps)]),
    cl(sum_pairs([], 0), []),
    cl(sum_pairs([X-Y|Ps], S), [sum_pairs(Ps, S0), is(S, S0 + X * Y)]),
    cl(path(X, Y, [X, Y]), [edge(X, Y)]),
    cl(path(X, Y, [X|P]), [edge(X, Z), path(Z, Y, P)]),
    cl(edge(a, b), []),
    cl(edge(b, _), []),
    cl(mk(X, f(X, Y), Y), [])
]).

% Built-ins the object programs call, with their effect on groundness.
builtin(is(A, B), [A, B]).
builtin(less(A, B), [A, B]).
builtin(atomic(A), [A]).

% gr(+Term, -G): g if every variable of Term is bound to g, else n.
gr(T, G) :-
    (   var(T) -> G = n
    ;   T == g -> G = g
    ;   T == n -> G = n
    ;   atomic(T) -> G = g
    ;   T =.. [_|As], gr_list(As, G)
    ).
gr_list([], g).
gr_list([A|As], G) :-
    gr(A, GA),
    (   GA == n -> G = n ; gr_list(As, G) ).

all_g([]).
all_g([T|Ts]) :- gr(T, g), all_g(Ts).

assign([]).
assign([V|Vs]) :- member(V, [g, n]), assign(Vs).

% body(+Goals, +Table): every goal is consistent with the table.
body([], _).
body([G|Gs], Table) :-
    (   builtin(G, Ts)
    ->  all_g(Ts)
    ;   functor(G, F, N),
        G =.. [_|Args],
        member(F/N-Pats, Table),
        member(P, Pats),
        args_match(Args, P)
    ),
    body(Gs, Table).

args_match([], []).
args_match([A|As], [G|Gs]) :- gr(A, G), args_match(As, Gs).

% clause_patterns(+Clause, +Table, -Pats): head patterns the clause can
% succeed with, given the table.
clause_patterns(cl(H0, B0), Table, Pats) :-
    findall(P, (copy_term(H0-B0, H-B),
                term_variables(H-B, Vs),
                assign(Vs),
                body(B, Table),
                H =.. [_|As],
                args_match(As, P)),
            Ps),
    sort(Ps, Pats).

% step(+Program, +Table0, -Table): one bottom-up pass.
step(Prog, T0, T) :-
    findall(F/N-Pats,
            (   member(F/N-_, T0),
                findall(P, (member(cl(H, B), Prog), functor(H, F, N),
                             clause_patterns(cl(H, B), T0, Ps),
                             member(P, Ps)), Ps0),
                sort(Ps0, Pats)
            ),
            T).

fixpoint(Prog, T0, T, K0, K) :-
    step(Prog, T0, T1),
    K1 is K0 + 1,
    (   T1 == T0
    ->  T = T0, K = K1
    ;   fixpoint(Prog, T1, T, K1, K)
    ).

analyse(Table, Passes) :-
    program(Prog),
    findall(F/N, (member(cl(H, _), Prog), functor(H, F, N)), Ps0),
    sort(Ps0, Ps),
    findall(P-[], member(P, Ps), T0),
    fixpoint(Prog, T0, Table, 0, Passes).

loop(0, R, R) :- !.
loop(K, _, R) :-
    analyse(T, P),
    K1 is K - 1,
    loop(K1, T-P, R).

bench_main :-
    loop(80, none, Table-Passes),
    format("~w ~w~n", [Passes, Table]).
