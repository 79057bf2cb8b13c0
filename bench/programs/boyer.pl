% A Boyer-Moore-style rewriting theorem prover, after the boyer benchmark
% (Gabriel's Lisp set, carried to Prolog in the van Roy suite): a
% formula is rewritten bottom-up to a normal form with a database of
% lemmas (equalities used left to right, the connectives expanded into
% if-then-else), and the normal form is checked to be a tautology by
% case analysis on the tests of its conditionals, carrying the lists of
% tests assumed true and false. The theorem is transitivity of
% implication over four links whose variables are replaced by terms the
% lemmas rewrite further. The lemmas, the substitution and the theorem
% are this suite's own.

% rewrite(+Term, -Normal): rewrite the arguments first, then the term
% itself with the first lemma that applies, until none does.
rewrite(T, T) :- atomic(T), !.
rewrite(T0, T) :-
    functor(T0, F, N),
    functor(T1, F, N),
    rewrite_args(N, T0, T1),
    (   lemma(T1, T2)
    ->  rewrite(T2, T)
    ;   T = T1
    ).

rewrite_args(0, _, _) :- !.
rewrite_args(N, T0, T) :-
    arg(N, T0, A0),
    arg(N, T, A),
    rewrite(A0, A),
    N1 is N - 1,
    rewrite_args(N1, T0, T).

% Connectives into conditionals.
lemma(and(P, Q), if(P, if(Q, t, f), f)).
lemma(or(P, Q), if(P, t, if(Q, t, f))).
lemma(not(P), if(P, f, t)).
lemma(implies(P, Q), if(P, if(Q, t, f), t)).
lemma(iff(P, Q), and(implies(P, Q), implies(Q, P))).
% Conditionals: a test that is itself a conditional is distributed.
lemma(if(if(A, B, C), D, E), if(A, if(B, D, E), if(C, D, E))).
lemma(if(t, A, _), A).
lemma(if(f, _, B), B).
% Lists.
lemma(append(append(X, Y), Z), append(X, append(Y, Z))).
lemma(reverse(append(A, B)), append(reverse(B), reverse(A))).
lemma(reverse(reverse(X)), X).
lemma(length(append(A, B)), plus(length(A), length(B))).
lemma(length(reverse(X)), length(X)).
lemma(member(X, append(A, B)), or(member(X, A), member(X, B))).
lemma(member(X, reverse(Y)), member(X, Y)).
lemma(nth(nil, _), zero).
lemma(equal(append(A, B), append(A, C)), equal(B, C)).
% Arithmetic.
lemma(plus(plus(X, Y), Z), plus(X, plus(Y, Z))).
lemma(plus(zero, X), fix(X)).
lemma(times(X, plus(Y, Z)), plus(times(X, Y), times(X, Z))).
lemma(times(times(X, Y), Z), times(X, times(Y, Z))).
lemma(times(X, one), fix(X)).
lemma(difference(plus(X, Y), X), fix(Y)).
lemma(equal(plus(A, B), plus(A, C)), equal(fix(B), fix(C))).
lemma(equal(fix(X), fix(X)), t).
lemma(equal(X, X), t).
lemma(lessp(remainder(_, Y), Y), not(zerop(Y))).
lemma(remainder(_, one), zero).
lemma(zerop(X), or(equal(X, zero), not(numberp(X)))).
lemma(greatereqp(X, Y), not(lessp(X, Y))).
lemma(lesseqp(X, Y), not(lessp(Y, X))).
lemma(gcd(X, Y), gcd(Y, X)) :- X @> Y.
lemma(exp(X, plus(I, J)), times(exp(X, I), exp(X, J))).
lemma(exp(X, times(I, J)), exp(exp(X, I), J)).

% tautology(+Normal): true in every case of its tests.
tautology(W) :- tautology(W, [], []).

tautology(W, Ts, Fs) :-
    (   truep(W, Ts)
    ->  true
    ;   falsep(W, Fs)
    ->  fail
    ;   W = if(If, Then, Else)
    ->  (   truep(If, Ts)
        ->  tautology(Then, Ts, Fs)
        ;   falsep(If, Fs)
        ->  tautology(Else, Ts, Fs)
        ;   tautology(Then, [If|Ts], Fs),
            tautology(Else, Ts, [If|Fs])
        )
    ).

truep(t, _) :- !.
truep(W, Ts) :- memberchk(W, Ts).

falsep(f, _) :- !.
falsep(W, Fs) :- memberchk(W, Fs).

% The theorem: from x => y, y => z, z => u and u => w follows x => w,
% with x .. w replaced by terms.
theorem(implies(and(implies(X, Y),
                    and(implies(Y, Z),
                        and(implies(Z, U), implies(U, W)))),
                implies(X, W)), X, Y, Z, U, W).

subst(X, Y, Z, U, W) :-
    X = lessp(remainder(plus(a, b), exp(c, plus(d, e))), exp(c, plus(d, e))),
    Y = member(a, reverse(append(append(l1, l2), reverse(l3)))),
    Z = equal(plus(times(a, plus(b, c)), zero), plus(times(a, plus(b, c)), zero)),
    U = greatereqp(length(reverse(append(l1, l2))), times(times(a, b), one)),
    W = or(zerop(difference(plus(a, b), a)), lesseqp(gcd(b, a), nth(nil, l1))).

size(T, N) :- size(T, 0, N).
size(T, N0, N) :-
    (   compound(T)
    ->  functor(T, _, A),
        N1 is N0 + 1,
        size_args(A, T, N1, N)
    ;   N is N0 + 1
    ).
size_args(0, _, N, N) :- !.
size_args(I, T, N0, N) :-
    arg(I, T, A),
    size(A, N0, N1),
    I1 is I - 1,
    size_args(I1, T, N1, N).

prove(Size, Answer) :-
    theorem(Wff, X, Y, Z, U, W),
    subst(X, Y, Z, U, W),
    rewrite(Wff, Normal),
    size(Normal, Size),
    (   tautology(Normal)
    ->  Answer = proved
    ;   Answer = not_proved
    ).

loop(0, R, R) :- !.
loop(K, _, R) :-
    prove(S, A),
    K1 is K - 1,
    loop(K1, S-A, R).

bench_main :-
    loop(150, none, Size-Answer),
    format("~w ~w~n", [Answer, Size]).
