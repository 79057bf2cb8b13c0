% phrase/2,3: grammar bodies of every kind, and the errors of a body that
% is unbound or not callable and of lists that are not lists.
:- style_check(-singleton).
:- ensure_loaded(driver).
greeting --> [hello], name.
name --> [world].
name --> [prolog].
digits([D|T]) --> digit(D), digits(T).
digits([D]) --> digit(D).
digit(D) --> [D], { code_type(D, digit) }.
g(findall(X, phrase(greeting, X), L)).
g(phrase(digits(Ds), `123abc`, R)).
g(findall(R, phrase(([a], ([b] ; [c])), [a,c,d], R), L)).
g(phrase(("ab", [C]), `abc`, [])).
g(phrase((digits(D), !, [0'a]), `12a`, R)).
g((G = greeting, findall(X, phrase(G, X), L))).
g(phrase([], [], R)).
g(phrase({X = 1}, [a], R)).
g(phrase(\+ [b], [a], R)).
g(phrase(1, [a])).
g(phrase(1, a)).
g(phrase(_, [a])).
g(phrase(foo(_), a)).
g(phrase(foo(_), [a], b)).
g(phrase(foo(_), a, [])).
g(phrase(foo(_), [a|b])).
g(phrase(nope, [a])).
