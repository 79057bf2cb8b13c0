% Golden test input: each clause's write_canonical/1 output (or its syntax
% error) is in read.golden, produced by SWI-Prolog 9.
x("abc").
x(`abc`).
x('\z').
x(1 2).
x(1 000 000).
x(1_000_000).
x('a\
b').
x(0'\\).
x(- 1).
x(0' ).
x(a:-b).
x([a:-b]).
x({a:-b}).
x(a :- b, c).
x("a\x41\b").
x(0'').
x('\s\e\a').
x(f(a) (b)).
x('\u00e9').
x(0'\u00e9).
x(- (1)).
x(_X, Y).
x(f(:- a)).
x([a|-]).
x(- (a,b)).
x(\+ (a,b)).
x(- - a).
x(:- :- a).
x(a = \+).
x(- -).
x([a|b]).
x(- 1 + 2).
x(a- - - 1).
x(1 - -(1)).
x(- a + b).
x(\+a,b).
x(a = [ ]).
x(a = { }).
x(p :- (a, b ; c -> d)).
x('').
x(f(
  a)).
x(/*c*/ a /* d */).
x(a % comment
).
x(0'a + 0' ).
x(1.5NaN).
x(-1.0Inf).
x(- 1.0).
x(-0x10).
x(-(-(1))).
x([a,b|[c]]).
x(a:b:c).
x({a,b}).
x('\n\t\\').
x(a = \+ b).
x(\+ \+ a).
x(\+ a :- b).
x([a|b|c]).
x([a|b,c]).
x(f(a|b)).
x([a|b:-c]).
x({a|b}).
x((a,b|c)).
x(a b).
x(f(a,)).
x(f(,)).
x(a :- b :- c).
x(2 ** 3 ** 4).
x(X(1)).
x(f (1)).
x(1.0e10).
x(1e10).
x(0b1010 + 0o17 + 0xff + 16'FF + 2'1010).
x(12345678901234567890123).
x(-12345678901234567890123).
x(0'\n).
x("").
x('hello world').
x([]).
x({}).
x(a- -1).
x(a - 1).
x(a-1).
x(-(1)).
x(-1).
x(f(;, '|', {})).
x(p :- \+ q, !, fail).
x(X = f(X, _, _Y, Y)).
x(a --> b, {c}, [d]).
x(A = B, B = 'A').
x(f(a, -)).
x(- (-)).
x(\ 1).
x([1,2,3|T]).
x('\x41\\x42\').
x('it''s').
x("say \"hi\"").
x(ok).
