% numbervars/4's options (functor_name, singletons, attvar) and errors,
% and numbervars/3 on an attributed variable, which it refuses.
:- style_check(-singleton).
:- ensure_loaded(driver).
g((T = f(X, Y, X), numbervars(T, 0, E, [singletons(true)]))).
g((T = f(X, Y, X), numbervars(T, 0, E, [functor_name(v)]))).
g((T = f(X, Y, X), numbervars(T, 0, E, [singletons(true), functor_name(v)]))).
g((T = f(A, g(B, A), C), numbervars(T, 5, E, [singletons(true)]))).
g((T = f(A, B), numbervars(T, 0, E, [singletons(false)]))).
g((T = f(A, B), numbervars(T, 0, E, []))).
g((put_attr(X, a, 1), numbervars(f(X, Y), 0, E, [attvar(skip)]), Z = Y)).
g((put_attr(X, a, 1), numbervars(f(X, Y), 0, E))).
g(numbervars(f(X), 0, E, [foo])).
g(numbervars(f(X), 0, E, [attvar(foo)])).
g(numbervars(f(X), 0, E, foo)).
g(numbervars(f(X), 0, E, [singletons(maybe)])).
g(numbervars(f(X), 0, E, [functor_name(1)])).
g(numbervars(f(X), 0, E, [_])).
g(numbervars(f(X), 0, E, [unknown(1)])).
g(numbervars(f(X), a, E)).
o((T = f(X, Y, X), numbervars(T, 0, _, [singletons(true)]), print(T), write(' '), writeq(T))).
