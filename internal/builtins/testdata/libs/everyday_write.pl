% Everyday write/1, print/1, writeq/1, write_canonical/1 and tab/2:
% operators, negative numbers, special atoms, curly terms and floats.
:- style_check(-singleton).
:- ensure_loaded(driver).
o(writeq(-(1))).
o(writeq(- 1)).
o(writeq(-(1.0))).
o(writeq(-(-(1)))).
o(writeq(-(a))).
o(writeq(-(-(a)))).
o(writeq(- - a)).
o(writeq(1 - -1)).
o(writeq(1 - (-1))).
o(writeq(1 - (-(1)))).
o(writeq(1 + -2.5)).
o(writeq(a - (-1))).
o(writeq(2 ** -1)).
o(writeq(-(2)^2)).
o(writeq((-2)^2)).
o(writeq(-(2^2))).
o(writeq(-(3)-2)).
o(writeq(- (-))).
o(writeq(\ a)).
o(writeq(\+a)).
o(writeq(\+ (a,b))).
o(writeq(f(\+))).
o(writeq(a=b)).
o(writeq([a=b, c\=d])).
o(writeq(a=..b)).
o(writeq(1*(2+3))).
o(writeq((1*2)+3)).
o(writeq(2-(3-4))).
o(writeq((2-3)-4)).
o(writeq(1+2*3-(4-5))).
o(writeq(2^3^4)).
o(writeq((2^3)^4)).
o(writeq(a:b:c)).
o(writeq((a:b):c)).
o(writeq((a:-b, c;d->e))).
o(writeq((a:-b))).
o(writeq(f((a:-b)))).
o(writeq(f(:-))).
o(writeq(f(-))).
o(writeq([-])).
o(writeq([:-, -, +])).
o(writeq(f(;))).
o(writeq((;))).
o(writeq(a;b)).
o(writeq((a->b;c))).
o(writeq((a:-b;c))).
o(writeq(f((a,b)))).
o(writeq(f(','))).
o(writeq(','(a, b, c))).
o(writeq((a,b))).
o(writeq(f(a;b))).
o(writeq(f(a:-b, c))).
o(writeq(a*(b:-c))).
o(writeq((dynamic foo/1))).
o(writeq((:- dynamic foo/1))).
o(writeq(f(?-))).
o(writeq(f(dynamic))).
o(writeq(- dynamic)).
o(writeq([a|b])).
o(writeq('[]')).
o(writeq([])).
o(writeq('{}')).
o(writeq({})).
o(writeq({a, b})).
o(writeq('{}'(x))).
o(writeq({-})).
o(writeq('|')).
o(writeq(f('|'))).
o((X = (a|b), writeq(X))).
o(writeq('|'(a, b))).
o(writeq([a|[b, c]])).
o(writeq('hello'('World'))).
o(writeq('Hello'(world))).
o(writeq([a, b|_])).
o(writeq("it's")).
o(writeq('it''s')).
o(writeq("a\"b")).
o(writeq('a\\b')).
o(writeq('\t')).
o(writeq('\n')).
o(writeq('')).
o(writeq(' ')).
o(writeq(a@b)).
o(writeq(f('A', _B, 'b c', []))).
o(writeq('\\')).
o(writeq(f('$VAR'(1)))).
o(writeq('$VAR'(1))).
o(writeq('$VAR'(27))).
o(writeq('$VAR'(-1))).
o(writeq('$VAR'(x))).
o(writeq('$VAR'('Foo'))).
o(print('$VAR'(1))).
o(write('$VAR'(27))).
o(write_canonical('$VAR'(1))).
o(writeq(0'a)).
o(writeq(0b101)).
o(writeq(0xff)).
o(writeq(0o17)).
o(writeq(1.0)).
o(writeq(1.0e10)).
o(writeq(1.5e300)).
o(writeq(1.0e-10)).
o(writeq(-0.0)).
o(writeq(123456789012345678901234567890)).
o(writeq(-123456789012345678901234567890)).
o(writeq(f(- 1))).
o(writeq(f(-1))).
o(writeq([-1, - 1, -(1), -(-1)])).
o(writeq(1 rem 2)).
o(writeq(a rem b mod c)).
o(writeq(f(a rem b))).
o(writeq(- (1 + 2))).
o(writeq(\+ \+ a)).
o(writeq(- - - a)).
o(writeq(\ \ a)).
o(writeq(a- (b:-c))).
o(writeq((a,b;c))).
o(writeq(f(a, (b, c)))).
o(writeq({a;b})).
o(writeq('/*')).
o(writeq(//)).
o(writeq(f(/, *))).
o(writeq([a, 'B'|'C'])).
o(writeq('ÿ')).
o(writeq('Ölfass')).
o(writeq(ölfass)).
o(writeq(f(a- -1))).
o(writeq(- (:-))).
o(writeq(a=(:-))).
o(writeq(- [1])).
o(writeq(-(1)^2)).
o(writeq(- (1^2))).
o(writeq(1 - 2 - 3)).
o(writeq(1 - (2 - 3))).
o(writeq(f(a+b, -(-(1))))).
o(print([1, 2|X])).
o(print("abc")).
o(print('A b')).
o(print(f('$VAR'(1)))).
o(print(- (1))).
o(write("abc")).
o(write('hello world')).
o(write([a, 'B c', "d"])).
o(write(f(x, 'Y'))).
o(write({a})).
o(write(-(1))).
o(write(- a)).
o(write(1 - -1)).
o(write(a=b)).
o(write([a|b])).
o(write(f(A, B, A))).
o(write('\n')).
o(write(- (- (1)))).
o(write(1.0e10)).
o(write(f(;, '|', '[]', []))).
o(write_canonical([a, 'B'|T])).
o(write_canonical("str")).
o(write_canonical(f(X, Y, X))).
o(write_canonical('hello world')).
o(write_canonical({a})).
o(write_canonical(- (1))).
o(write_canonical(1 + 2)).
o(write_canonical([])).
o(write_canonical('[]')).
o(write_canonical(f(A, _B, _))).
o(write_term(f(X, 'a b'), [quoted(true)])).
o(write_term([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [max_depth(5)])).
o(write_term(f(g(h(i(j)))), [max_depth(3)])).
o(write_term('a b', [])).
o(write_term(1+2, [ignore_ops(true)])).
o(write_term([1, 2], [ignore_ops(true)])).
o(write_term({x}, [brace_terms(false)])).
o(write_term("s", [quoted(true)])).
o(write_term('$VAR'(3), [numbervars(true)])).
o(write_term('$VAR'(3), [numbervars(false), quoted(true)])).
o(write_term(f(x), [foo(bar)])).
o(write_term(f(x), [quoted(maybe)])).
o(write_term(f(x), nolist)).
o((X is 0.1 + 0.2, write(X))).
o((X is 10 / 4, write(X))).
o((X is 10 / 5, write(X))).
o((X is 2 ** 0.5, write(X))).
o((X is 2 ** 3, write(X))).
o((X is 2 ** -1, write(X))).
o((X is 2 ^ 100, write(X))).
o((X is 7 mod -2, write(X))).
o((X is -7 // 2, write(X))).
o((X is truncate(3.7), write(X))).
o((X is max(1, 1.0), write(X))).
o((X is e, write(X))).
o((X is pi, write(X))).
o((X is 100000000000000.0, write(X))).
o((X is 1.0e15, write(X))).
o((X is 1.0e16, write(X))).
o((X is 1 / 3.0, write(X))).
o((X is 0.000001, write(X))).
o((X is 0.0001, write(X))).
o((X is 10.0 ** 15, write(X))).
o((X is inf, write(X))).
o((X is nan, write(X))).
o((X is -inf, writeq(X))).
o((X is sqrt(16), write(X))).
o((X is 3.0, Y is integer(X), write(Y))).
o((X is round(2.5), write(X))).
o((X is round(-2.5), write(X))).
o((X is sign(-3.0), write(X))).
o((X is abs(-3), write(X))).
o((X is min(2, 2.0), write(X))).
o((X is 22 / 7.0, format("~4f", [X]))).
o((X is cputime, number(X), write(ok))).
o((X is random(10), integer(X), write(ok))).
o((X is 2 + "a", write(X))).
o((X is "ab" + 1, write(X))).
o((X is a, write(X))).
o((X is foo(1), write(X))).
o((X is 1 << a, write(X))).
o((X is 1 / 0, write(X))).
o((X is 1.0 / 0, write(X))).
o((X is 0 / 0, write(X))).
o((X is log(0), write(X))).
o((X is sqrt(-1), write(X))).
o((X is 1 + Y, write(X))).
o((X is [1], write(X))).
o((X is [a], write(X))).
o((X is "", write(X))).
o(tab(3)).
o(tab(1 + 2)).
o((write(a), tab(2 * 2), write(b))).
o(tab(0)).
o(tab(-1)).
o(tab(a)).
o(tab(_)).
o(tab(2.0)).
o(nl).
o(put_char(a)).
o(put_char("a")).
o(put_char(ab)).
o(put_char(_)).
o(portray_clause(foo(X, Y, X))).
o(portray_clause((foo(X) :- bar(X, Y), \+ baz(Y)))).
o(portray_clause([a, 'B', "c"])).
o(portray_clause((a :- b ; c))).
o(portray_clause((a --> b, [c]))).
o(portray_clause((h(X) :- ( X > 0 -> Y = pos ; Y = neg ), write(Y)))).
o(listing(nosuchpred_abc/3)).
