% A combinator graph reducer, after the reducer benchmark of the van Roy
% suite: functional programs written as lambda terms are compiled to
% combinators (S, K, I, B, C and the fixpoint Y, with strict arithmetic
% primitives) by bracket abstraction with the usual optimisations, and
% the combinator term is reduced in normal order by unwinding its spine
% onto an explicit argument stack. Terms are trees, so an argument that
% S duplicates is evaluated once per copy (an accumulator is carried as
% an unevaluated sum, so sumsq is quadratic). The programs are Fibonacci,
% factorial, a sum of squares and the Ackermann function, each built
% with Y.

% Source terms: lam(X, E), app(F, A), a variable name X (an atom listed
% as bound), an integer, or a primitive name.

% compile(+Lambda, -Combinator)
compile(lam(X, E), C) :- !,
    compile(E, CE),
    abstract(X, CE, C).
compile(app(F, A), ap(CF, CA)) :- !,
    compile(F, CF),
    compile(A, CA).
compile(T, T).

% abstract(+X, +C, -D): D applied to a value for X behaves as C.
abstract(X, C, D) :-
    (   C == X
    ->  D = i
    ;   \+ occurs(X, C)
    ->  D = ap(k, C)
    ;   C = ap(F, A),
        (   A == X, \+ occurs(X, F)
        ->  D = F
        ;   \+ occurs(X, F)
        ->  abstract(X, A, DA), D = ap(ap(b, F), DA)
        ;   \+ occurs(X, A)
        ->  abstract(X, F, DF), D = ap(ap(c, DF), A)
        ;   abstract(X, F, DF),
            abstract(X, A, DA),
            D = ap(ap(s, DF), DA)
        )
    ).

occurs(X, C) :- C == X, !.
occurs(X, ap(F, A)) :- ( occurs(X, F) -> true ; occurs(X, A) ).

% whnf(+Term, -Value): reduce to a number, a truth value or a partial
% application.
whnf(T, V) :- unwind(T, [], V).

unwind(ap(F, A), S, V) :- !, unwind(F, [A|S], V).
unwind(i, [X|S], V) :- !, unwind(X, S, V).
unwind(k, [X, _|S], V) :- !, unwind(X, S, V).
unwind(s, [F, G, X|S], V) :- !, unwind(F, [X, ap(G, X)|S], V).
unwind(b, [F, G, X|S], V) :- !, unwind(F, [ap(G, X)|S], V).
unwind(c, [F, G, X|S], V) :- !, unwind(F, [X, G|S], V).
unwind(y, [F|S], V) :- !, unwind(F, [ap(y, F)|S], V).
unwind(if, [T, A, B|S], V) :- !,
    whnf(T, TV),
    (   TV == true
    ->  unwind(A, S, V)
    ;   unwind(B, S, V)
    ).
unwind(Op, [A, B|S], V) :-
    arith(Op), !,
    whnf(A, VA),
    whnf(B, VB),
    apply_op(Op, VA, VB, R),
    unwind(R, S, V).
unwind(H, S, V) :- rebuild(S, H, V).

rebuild([], V, V).
rebuild([A|As], F, V) :- rebuild(As, ap(F, A), V).

arith(plus). arith(minus). arith(times). arith(eq). arith(less).

apply_op(plus, A, B, R) :- R is A + B.
apply_op(minus, A, B, R) :- R is A - B.
apply_op(times, A, B, R) :- R is A * B.
apply_op(eq, A, B, R) :- ( A =:= B -> R = true ; R = false ).
apply_op(less, A, B, R) :- ( A < B -> R = true ; R = false ).

program(fib, app(y, lam(f, lam(n,
    app(app(app(if, app(app(less, n), 2)), n),
        app(app(plus, app(f, app(app(minus, n), 1))),
                      app(f, app(app(minus, n), 2)))))))).
program(fact, app(y, lam(f, lam(n,
    app(app(app(if, app(app(eq, n), 0)), 1),
        app(app(times, n), app(f, app(app(minus, n), 1)))))))).
% sumsq n acc: the sum of the squares 1..n, with an accumulator.
program(sumsq, app(y, lam(f, lam(n, lam(acc,
    app(app(app(if, app(app(eq, n), 0)), acc),
        app(app(f, app(app(minus, n), 1)),
            app(app(plus, acc), app(app(times, n), n))))))))).
program(ack, app(y, lam(f, lam(m, lam(n,
    app(app(app(if, app(app(eq, m), 0)), app(app(plus, n), 1)),
        app(app(app(if, app(app(eq, n), 0)),
                app(app(f, app(app(minus, m), 1)), 1)),
            app(app(f, app(app(minus, m), 1)),
                app(app(f, m), app(app(minus, n), 1)))))))))).

run(Name, Args, V) :-
    program(Name, P),
    compile(P, C),
    apply_all(Args, C, T),
    whnf(T, V).

apply_all([], T, T).
apply_all([A|As], F, T) :- apply_all(As, ap(F, A), T).

bench_main :-
    run(fib, [19], F),
    run(fact, [15], Fa),
    run(sumsq, [500, 0], Sq),
    run(ack, [2, 4], Ak),
    program(fib, P), compile(P, C),
    format("~w ~w ~w ~w ~w~n", [F, Fa, Sq, Ak, C]).
