% args: -q
% stdin: X = "abc", Y = 'A b', Z = [a|T].
% stdin: member(X, [1,2,3]).
% stdin: ;
% stdin: ;
% stdin: X = f(Y), Y = g(Z).
% stdin: length(L, 3).
% stdin: X = 1 + 2 * 3 - (4 - 5).
% stdin: X = [1,2,3,4,5,6,7,8,9,10,11,12].
% stdin: atom_to_term('foo(X, Y)', T, B).
% stdin: X = - 1, Y = -(1), Z = -(-(1)), W = 1 - -1.
% stdin: X = "it's", Y = 'don''t', Z = "say \"hi\"".
% stdin: X = '\n', Y = '', Z = [].
% stdin: X = f(_A, _B, _A).
% stdin: X = {a, b}, Y = '{}'(x), Z = '[]'.
