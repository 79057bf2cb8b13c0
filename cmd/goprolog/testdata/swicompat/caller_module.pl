% args: -q -g go -t halt {}
% A last call into another module keeps its caller's frame in swipl:
% t1/0 is named, where a last call in user is the frame above's.
baz(1).
go :- catch(t1, E1, true), report(E1), catch(t4, E4, true), report(E4), t3.
report(error(F, _)) :- print(F), nl.
t1 :- foo:bax(1).
t4 :- user:bax(1).
t3 :- lists:appendd(_, _, _).
