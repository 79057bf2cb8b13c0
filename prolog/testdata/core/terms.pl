% memberchk/2, term_variables/2, functor/3, arg/3 and copy_term/2 in
% compiled clauses, which the WAM core decides on its heap: answers in
% every mode, the enumeration of arg/3, and the errors with their
% context. Each c(N, R) computes R; run/0 prints one line per case, in
% goprolog and in swipl.

c(1, R) :- memberchk(b, [a,b,c]), R = yes.
c(2, R) :- memberchk(f(X), [a,f(1),f(2)]), R = X.
c(3, R) :- L = [a|_], memberchk(x, L), R = L.
c(4, R) :- memberchk(z, [a,b]), R = yes.
c(5, R) :- memberchk(a, [b|c]), R = yes.
c(6, R) :- memberchk(a, foo), R = yes.
c(7, R) :- memberchk(a, "abc"), R = yes.
c(8, R) :- L = [a,b|L], memberchk(b, L), R = yes.
c(9, R) :- memberchk("b", ["a","b"]), R = yes.
c(10, R) :- memberchk(X-Y, [1-a, 2-b]), R = X/Y.
c(11, R) :- memberchk(X, [Y, a]), (X == Y -> R = same ; R = other).
c(12, R) :- memberchk(1.5, [1, 1.5]), R = yes.
c(13, R) :- X = 100000000000000000000, memberchk(X, [1, 100000000000000000000]), R = yes.
c(14, R) :- memberchk(a, _), R = yes.

c(20, R) :- term_variables(f(X, g(Y, X), _Z), R), X = 1, Y = 2.
c(21, R) :- term_variables(abc, R).
c(22, R) :- term_variables("str", R).
c(23, R) :- term_variables(X, R), X = x.
c(24, R) :- term_variables([A, B, A|T], Vs), R = Vs-(A,B,T).
c(25, R) :- term_variables(f(X, Y), [Y, X]), R = yes.
c(26, R) :- term_variables(f(_, _), [_]), R = yes.
c(27, R) :- X = f(X, Y), term_variables(X, Vs), R = (Vs == [Y]).
c(28, R) :- term_variables(f(X, Y, X), Vs), X = Y, R = Vs.

c(30, R) :- functor(foo(a, b), N, A), R = N/A.
c(31, R) :- functor([a], N, A), R = N/A.
c(32, R) :- functor(abc, N, A), R = N/A.
c(33, R) :- functor("s", N, A), R = N/A.
c(34, R) :- functor(1.5, N, A), R = N/A.
c(35, R) :- functor(R, foo, 3).
c(36, R) :- functor(R, '[|]', 2).
c(37, R) :- functor(R, abc, 0).
c(38, R) :- functor(R, 3, 0).
c(39, R) :- functor(R, "s", 0).
c(40, R) :- functor(R, _, 1).
c(41, R) :- functor(R, foo, _).
c(42, R) :- functor(R, foo, a).
c(43, R) :- functor(R, foo, -1).
c(44, R) :- functor(R, f(a), 1).
c(45, R) :- functor(R, 3, 1).
c(46, R) :- functor(R, "s", 1).
c(47, R) :- functor(R, foo, -100000000000000000000).
c(48, R) :- functor(f(a), f, 1), R = yes.
c(49, R) :- functor(f(a), g, 1), R = yes.
c(200, R) :- functor(R, f(a), a).
c(201, R) :- functor(R, [3|_], -1).
c(202, R) :- X = [3|_], functor(R, X, X).
c(203, R) :- functor(R, f(a), _).
c(50, R) :- functor(R, [], 2).
c(51, R) :- functor(T, foo, 2), T = foo(a, X), R = T-X.

c(60, R) :- arg(2, f(a, b, c), R).
c(61, R) :- arg(0, f(a), R).
c(62, R) :- arg(4, f(a), R).
c(63, R) :- findall(N-X, arg(N, f(a, b, c), X), R).
c(64, R) :- findall(N, arg(N, f(a, b, a), a), R).
c(65, R) :- arg(N, f(a, b, c), X), X == b, R = N.
c(66, R) :- arg(N, f(a, b, c), _), N >= 2, !, R = N.
c(67, R) :- arg(-1, f(a), R).
c(68, R) :- arg(x, f(a), R).
c(69, R) :- arg(1, a, R).
c(70, R) :- arg(1, _, R).
c(71, R) :- arg(_, a, R).
c(72, R) :- arg(100000000000000000000, f(a), R).
c(73, R) :- arg(-100000000000000000000, f(a), R).
c(74, R) :- arg(1, [h|t], R).
c(75, R) :- findall(N-X, arg(N, [h|t], X), R).
c(76, R) :- arg(1, f(X), a), R = X.
c(77, R) :- findall(N, arg(N, f(a), _), R).
c(78, R) :- arg(1, "s", R).
c(79, R) :- findall(N-A-M, (arg(N, g(x, y), A), arg(M, h(1, 2), _), M > 1), R).
c(80, R) :- args(f(a, b, c), R).

c(90, R) :- copy_term(f(X, Y, X, g(Y)), R).
c(91, R) :- copy_term(abc, R).
c(92, R) :- copy_term("str", R).
c(93, R) :- copy_term(f(X), C), C = f(Y), (X == Y -> R = same ; R = other).
c(94, R) :- copy_term(f(X, Y), C), R = C-X-Y.
c(95, R) :- X = f(X, _), copy_term(X, C), C = f(C1, _), (C1 == C -> R = cyclic ; R = no).
c(96, R) :- copy_term(X-X, a-R).
c(97, R) :- copy_term(f(a, _), f(R, b)).
c(98, R) :- copy_term([X, _, X], [A, B, C]), (A == C, A \== B -> R = yes ; R = no).
c(99, R) :- copy_term(f(X, Y), f(A, B)), (A @< B -> R = ordered ; R = reversed), X = Y.
% ground/1 and is_list/1 on the heap: cyclic terms, attributed variables.
c(100, R) :- ( ground(f(a, [1,2], "s", 3.0)) -> R = yes ; R = no ).
c(101, R) :- ( ground(f(a, [1,_], b)) -> R = yes ; R = no ).
c(102, R) :- X = f(X, a), ( ground(X) -> R = yes ; R = no ).
c(103, R) :- X = f(X, _), ( ground(X) -> R = yes ; R = no ).
c(104, R) :- freeze(V, true), ( ground(g(V)) -> R = yes ; R = no ).
c(105, R) :- ( is_list([a,b|T]) -> R = yes(T) ; R = no ).
c(106, R) :- L = [a|L], ( is_list(L) -> R = yes ; R = no ).
c(107, R) :- ( is_list([a,b]) -> R = yes ; R = no ).
c(108, R) :- ( is_list(foo) -> R = yes ; R = no ).
c(109, R) :- ( is_list([a|b]) -> R = yes ; R = no ).
c(110, R) :- numlist(1, 200000, L), ( is_list(L), ground(L) -> R = yes ; R = no ).

% A chain clause (no environment) whose native leaves a redo.
args(T, R) :- findall(N-X, arg_of(T, N, X), R).
arg_of(T, N, X) :- arg(N, T, X).

run :-
    forall(clause(c(N, _), _),
           (   catch(c(N, R), error(E, C), (ctx(C, K), R = error(E, K)))
           ->  print(N-R), nl
           ;   print(N-failed), nl
           )).

% The context without its module: swipl names system:F/N.
ctx(C, K) :- nonvar(C), C = context(P, _), nonvar(P), P = _:K0, !, K = K0.
ctx(C, K) :- nonvar(C), C = context(K, _), !.
ctx(C, C).
