% Attributed variables on the core: freeze/2, dif/2, when/2 and the
% put_attr/3 family, in predicates without output, which the core runs,
% their wake-ups in the head, after an in-line goal, before a cut, on
% backtracking and through findall/3 and copy_term/2.

frozen_bind(R) :- freeze(X, R = woke(X)), X = 1.
frozen_fail(R) :- freeze(X, fail), ( X = 1 -> R = wrong ; R = failed ).
frozen_two(R) :- freeze(X, A = a), freeze(X, B = b), X = go, R = A-B.
frozen_share(R) :- freeze(X, A = x(X)), freeze(Y, B = y(Y)), X = Y, R1 = A-B, X = 5, R = R1/A-B.
frozen_head(R) :- freeze(X, X \== b), pick(X, R).
pick(a, first).
pick(b, second).
pick(c, third).
frozen_cut(R) :- freeze(X, X > 1), guard(X, R).
guard(1, one) :- !.
guard(2, two) :- !.
guard(_, other).
frozen_backtrack(R) :- freeze(X, X >= 2), findall(X, member(X, [1, 2, 3]), R).
frozen_all(R) :- findall(X-Y, (freeze(X, Y = got(X)), member(X, [a, b])), R).

dif_simple(R) :- dif(X, a), ( X = a -> R = wrong ; R = ok ).
dif_deep(R) :- dif(f(X, Y), f(1, 2)), X = 1, ( Y = 2 -> R = wrong ; Y = 3, R = ok(Y) ).
dif_later(R) :- dif(X, Y), X = f(Z), Y = f(W), Z = 1, ( W = 1 -> R = wrong ; R = ok ).
dif_enum(R) :- findall(X, (dif(X, b), member(X, [a, b, c])), R).

when_ground(R) :- when(ground(X-Y), R = g(X, Y)), X = 1, var(R), Y = 2.
when_nonvar(R) :- when(nonvar(X), R = nv(X)), X = f(_).
when_or(R) :- when((nonvar(X) ; nonvar(Y)), R = either(X, Y)), Y = 2.

attrs(R) :-
    put_attr(X, my, v1), get_attr(X, my, V1),
    put_attr(X, other, o), put_attr(X, my, v2), get_attr(X, my, V2),
    get_attrs(X, As),
    del_attr(X, my), ( get_attr(X, my, _) -> D = still ; D = gone ),
    del_attr(X, other), ( attvar(X) -> A = attvar ; A = plain ),
    R = [V1, V2, As, D, A].
attrs_undo(R) :-
    put_attr(X, my, v1),
    ( put_attr(X, my, v2), fail ; true ),
    get_attr(X, my, V), R = V.
attvars(R) :-
    freeze(X, true), put_attr(Z, my, f(W)), put_attr(W, my, w),
    term_attvars(t(X, _Y, Z), Vs), length(Vs, R).
copies(R) :-
    freeze(X, true), copy_term(f(X, X), f(C, D)),
    ( attvar(C), C == D -> A = yes ; A = no ),
    frozen(C, G),
    findall(X-X, true, [F1-F2]), ( attvar(F1), F1 == F2 -> B = yes ; B = no ),
    dif(Y, a), findall(Y, true, [Z]), ( Z = a -> E = bound ; E = kept ),
    R = A/G/B/E.
errors(R) :-
    catch(put_attr(a, my, v), error(E1, _), true),
    catch(put_attr(_, 1, v), error(E2, _), true),
    ( get_attr(a, my, _) -> G = yes ; G = no ),
    R = [E1, E2, G].
types(R) :-
    freeze(X, true),
    findall(T, ( member(T-G, [var-var(X), nonvar-nonvar(X), atom-atom(X), callable-callable(X)]), call(G) ), R).

tests([frozen_bind, frozen_fail, frozen_two, frozen_share, frozen_head, frozen_cut,
       frozen_backtrack, frozen_all, dif_simple, dif_deep, dif_later, dif_enum,
       when_ground, when_nonvar, when_or, attrs, attrs_undo, attvars, copies, errors, types]).

:- include('lib/run_tests.pl').
