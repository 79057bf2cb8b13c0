% Builders of hostile goals for TestNoCrash (prolog/nocrash_test.go):
% each makes a goal nested N deep in one control construct.

% ldeep(N, G): ((true ; fail) ; fail) ..., nested on the left.
ldeep(0, true) :- !.
ldeep(N, (G ; fail)) :- N1 is N-1, ldeep(N1, G).

% rdeep(N, G): fail ; (fail ; (... ; true)), nested on the right.
rdeep(0, true) :- !.
rdeep(N, (fail ; G)) :- N1 is N-1, rdeep(N1, G).

% ideep(N, G): nested in the conditions of if-then-elses.
ideep(0, true) :- !.
ideep(N, (G -> true ; fail)) :- N1 is N-1, ideep(N1, G).

% tdeep(N, G): nested in the then-parts of if-then-elses.
tdeep(0, true) :- !.
tdeep(N, (true -> G ; fail)) :- N1 is N-1, tdeep(N1, G).

% ndeep(N, G): \+ \+ ... true.
ndeep(0, true) :- !.
ndeep(N, \+ \+ G) :- N1 is N-1, ndeep(N1, G).

% vdeep(N, G): a disjunction nested on the right whose every level
% binds a variable of its own, so that variables are shared between
% branches at every depth.
vdeep(0, true) :- !.
vdeep(N, (X = N ; X == x ; G)) :- N1 is N-1, vdeep(N1, G).

% deep_clause(Builder, N): asserts p :- G for G made by Builder, and
% calls it.
deep_clause(B, N) :-
    call(B, N, G),
    retractall(p),
    assertz((p :- G)),
    p.

% deep_dynamic(Builder, N): the same for q/0, declared dynamic, whose
% calls the caller's code compiled as calls of a dynamic predicate.
:- dynamic(q/0).
deep_dynamic(B, N) :-
    call(B, N, G),
    retractall(q),
    assertz((q :- G)),
    q.

% at_least(K): enumerates lists by length/2 in a compiled clause (the
% core's length/2) until one is K long.
at_least(K) :- length(_, N), N >= K, !.

% sub_atom/5 and sub_string/5 enumerating every position of a long text,
% from a clause: each answer costs time in its own length, not the
% text's.
sub_positions(Kind, C, N) :-
    length(Cs, N), maplist(=(C), Cs),
    (   Kind == atom
    ->  atom_codes(T, Cs), sub_atom(T, B, 1, _, _)
    ;   string_codes(T, Cs), sub_string(T, B, 1, _, _)
    ),
    B >= N - 1, !.
