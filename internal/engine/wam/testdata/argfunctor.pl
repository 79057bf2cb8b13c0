% Clauses that call arg/3 and functor/3, compiled to opArg and
% opFunctor: each mode of both built-ins, their failures and errors,
% and a term walk that copies a structure argument by argument.
a(N, T, A) :- arg(N, T, A).
f(T, N, A) :- functor(T, N, A).
a_fails(N, T) :- arg(N, T, _), !, fail.
a_fails(_, _).
copy(T0, T) :- atomic(T0), !, T = T0.
copy(T0, T) :-
    functor(T0, F, N),
    functor(T, F, N),
    copy_args(N, T0, T).
copy_args(0, _, _) :- !.
copy_args(N, T0, T) :-
    arg(N, T0, A0),
    arg(N, T, A),
    copy(A0, A),
    N1 is N - 1,
    copy_args(N1, T0, T).
size(T, S) :- compound(T), !, functor(T, _, N), size_args(N, T, 1, S).
size(_, 1).
size_args(0, _, S, S) :- !.
size_args(N, T, S0, S) :- arg(N, T, A), size(A, S1), S2 is S0 + S1, N1 is N - 1, size_args(N1, T, S2, S).
catching(G, R) :- catch((G, R = ok), E, R = E).
% arg/3 into a new variable, temporary or permanent, on its fast path
% and on the others: enumeration, errors, bindings undone, collections.
ai(N, T, R) :- arg(N, T, A), R = A.
ai_pair(T, R) :- arg(1, T, A), arg(2, T, B), pair(A, B, R).
pair(A, B, A-B).
ai_enum(T, R) :- findall(N-A, arg(N, T, A), R).
ai_err(N, T, R) :- catch((arg(N, T, A), R = A), E, R = E).
ai_back(T, R) :- arg(1, T, A), A = x, R = A.
ai_back(T, R) :- arg(2, T, A), R = second(A).
ai_gc(0, T, T) :- !.
ai_gc(K, T0, T) :-
    arg(1, T0, A),
    numlist(1, 3000, L),
    msort(L, _),
    K1 is K - 1,
    ai_gc(K1, f(g(A, K), L), T).
ai_last(T, R) :- ai_gc(200, T, T1), arg(1, T1, G), arg(1, G, R).
% functor/3 into new variables: a name and arity read, a structure
% built, and the calls that are not the fast path's.
fi(T, R) :- functor(T, N, A), R = N/A.
fi_new(N, A, R) :- functor(T, N, A), R = T.
fi_all(R) :- catch((functor(T, N, A), R = T-N-A), E, R = E).
fi_same(R) :- catch((functor(T, T, 0), R = T), E, R = E).
fi_keep(T0, R) :- functor(T0, N, A), functor(T, N, A), numlist(1, 3000, L), msort(L, _), R = T-N-A.
fi_walk(0, T, T) :- !.
fi_walk(K, T0, T) :- copy(T0, T1), numlist(1, 2000, L), msort(L, _), K1 is K - 1, fi_walk(K1, f(T1, K), T).
% compare/3 into a new variable, as a binary tree's insertion uses it.
ci(A, B, R) :- compare(O, A, B), R = O.
ins(nil, K, t(K, 1, nil, nil)).
ins(t(K0, C0, L0, R0), K, T) :- compare(O, K, K0), ins(O, K, K0, C0, L0, R0, T).
ins(=, _, K0, C0, L, R, t(K0, C, L, R)) :- C is C0 + 1.
ins(<, K, K0, C, L0, R, t(K0, C, L, R)) :- ins(L0, K, L).
ins(>, K, K0, C, L, R0, t(K0, C, L, R)) :- ins(R0, K, R).
ins_all([], T, T).
ins_all([K|Ks], T0, T) :- ins(T0, K, T1), ins_all(Ks, T1, T).
ci_keep(A, B, R) :- compare(O, A, B), numlist(1, 3000, L), msort(L, _), R = O.
ci_err(R) :- catch((compare(O, a, b), O = x, R = O), E, R = E).
