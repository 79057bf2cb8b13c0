% writef/1,2, swritef/2,3, sformat/2,3 and prompt/2.
:- style_check(-singleton).
:- ensure_loaded(driver).
g(sformat(S, 'a~wb', [x])).
g(sformat(S, "a~wb", [x])).
g(sformat(S, 'a~wb', x)).
g(sformat(S, "abc")).
g(sformat(S, '~q', [])).
g(with_output_to(string(S), writef('%w and %w\n', [a,'B c']))).
g(with_output_to(string(S), writef('x\\ny'))).
g(with_output_to(string(S), writef("plain"))).
g(with_output_to(string(S), writef('%w', []))).
g(with_output_to(string(S), writef('%w%w', [a]))).
g(with_output_to(string(S), writef('%s', [[0'a,0'b]]))).
g(with_output_to(string(S), writef('%p', ['A b']))).
g(with_output_to(string(S), writef('%d', [foo]))).
g(with_output_to(string(S), writef('%x', [foo]))).
g(with_output_to(string(S), writef(foo(x)))).
g(with_output_to(string(S), writef('%w', foo))).
g(with_output_to(string(S), writef(12))).
g(prompt(X, X)).
g((prompt(X, 'new> '), prompt(Y, X))).
g(prompt(X, 12)).
g(prompt(X, f(x))).
g(prompt(X, _)).
g(prompt(X, "str")).
g(swritef(S, '%w-%w', [a, b])).
g(swritef(S, 'plain')).
g(with_output_to(string(S), writef('[%5L|%5R|%6C]', [ab, cd, ef]))).
g(with_output_to(string(S), writef('[%3L]', [abcdef]))).
g(with_output_to(string(S), writef('%r', [ab, 3]))).
g(with_output_to(string(S), writef('%n%n', [0'h, 0'i]))).
g(with_output_to(string(S), writef('a\\065b'))).
g(with_output_to(string(S), writef('%q', ['it''s']))).
g(with_output_to(string(S), writef("%w\\l", [x]))).
g(with_output_to(string(S), writef([0'%, 0'w], [x]))).
