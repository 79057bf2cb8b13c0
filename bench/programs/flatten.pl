% Flattening (after the classic "flatten" benchmark, which flattens
% nested control constructs of Prolog clause bodies): a body with nested
% conjunctions, disjunctions and if-then-elses is rewritten so that every
% disjunction and if-then-else becomes a call to a new auxiliary
% predicate, numbered in order, whose arguments are the variables the
% construct shares with the rest of the clause. Nested lists are also
% flattened, with difference lists.

% flatten_clause(+Name, +(H :- B), -Clauses)
flatten_clause(Name, (H :- B), [(H :- FB)|Aux]) :-
    flat_body(B, FB, Name-0, _, Aux, []).

flat_body((A, B), (FA, FB), N0, N, Aux0, Aux) :- !,
    flat_body(A, FA, N0, N1, Aux0, Aux1),
    flat_body(B, FB, N1, N, Aux1, Aux).
flat_body((A ; B), Call, N0, N, Aux0, Aux) :- !,
    new_aux((A ; B), Call, N0, N1, Head),
    disjuncts((A ; B), Ds),
    flat_alts(Ds, Head, N1, N, Aux0, Aux).
flat_body((C -> T), Call, N0, N, Aux0, Aux) :- !,
    flat_body((C -> T ; fail), Call, N0, N, Aux0, Aux).
flat_body(G, G, N, N, Aux, Aux).

disjuncts((A ; B), [A|Ds]) :- !, disjuncts(B, Ds).
disjuncts(A, [A]).

% Each alternative is one clause of the auxiliary; an if-then-else
% alternative keeps its condition behind a cut.
flat_alts([], _, N, N, Aux, Aux).
flat_alts([(C -> T)|Ds], Head, N0, N, [(Head :- (FC, !, FT))|Aux0], Aux) :- !,
    flat_body(C, FC, N0, N1, Aux0, Aux1),
    flat_body(T, FT, N1, N2, Aux1, Aux2),
    flat_alts(Ds, Head, N2, N, Aux2, Aux).
flat_alts([D|Ds], Head, N0, N, [(Head :- FD)|Aux0], Aux) :-
    flat_body(D, FD, N0, N1, Aux0, Aux1),
    flat_alts(Ds, Head, N1, N, Aux1, Aux).

new_aux(Construct, Call, Name-K0, Name-K, Call) :-
    K is K0+1,
    term_variables(Construct, Vs),
    atomic_list_concat([Name, '_aux_', K], F),
    Call =.. [F|Vs].

% flat_list(+Nested, -Flat)
flat_list(X, F) :- flat_list(X, F, []).
flat_list([], F, F) :- !.
flat_list([X|Xs], F0, F) :- !, flat_list(X, F0, F1), flat_list(Xs, F1, F).
flat_list(X, [X|F], F).

clause_in(p, (p(X, Y) :-
        q(X),
        (   r(X, Z) -> s(Z, Y)
        ;   t(X), ( u(Y) ; v(Y), w(X) )
        ),
        (   a(Y, W), ( b(W) -> c ; d(W) ) ; e(Y) ),
        f(X, Y))).
clause_in(q, (q(L, M) :- ( L = [] -> M = 0 ; L = [H|T], ( H > 0 -> q(T, M0), M is M0+H ; q(T, M) ) ))).

nested(N, [N]) :- N =< 1, !.
nested(N, [N, [A, B], [[C]]]) :- A is N-1, nested(A, B), C is N//2.

run(NC-Len) :-
    findall(Cs, (clause_in(Name, C), flatten_clause(Name, C, Cs)), All),
    length(All, _), flat_list(All, Flat), length(Flat, NC),
    nested(40, L), flat_list(L, FL), length(FL, Len).

loop(0, R, R) :- !.
loop(K, _, R) :- run(R1), K1 is K-1, loop(K1, R1, R).

bench_main :-
    loop(5000, none, R),
    clause_in(q, C), flatten_clause(q, C, Cs),
    \+ \+ ( numbervars(Cs, 0, _), format("~w ~q~n", [R, Cs]) ).
