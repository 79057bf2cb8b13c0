% args: -q {}
% stdin: t1.
% stdin: t2.
% stdin: clause(zzz:bar(X), B).
% stdin: clause(user:bar(X), B).
% stdin: foo:baz(1, 2).
% stdin: lists:zzzq(1).
% A call Module:Goal of a module no file defines keeps its module in the
% unknown procedure's error, with the DWIM candidates of user; clause/2
% of such a module reads user's predicates.
:- dynamic foo/1.
foo(1).
bar(2) :- foo(2).
baz(1).
t1 :- catch(foo:bar(1), error(E, _), (print(E), nl)).
t2 :- catch(lists:appendd(_, _, _), error(E, _), (print(E), nl)).
