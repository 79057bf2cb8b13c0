% setup_call_cleanup/3 and call_cleanup/2: a deterministic goal, a goal
% that leaves alternatives (the cleanup runs when they are cut or
% exhausted), a goal that fails, a goal that raises.
%
% run: trace, s1, write(ok), nl
% run: trace, s2(X), write(X), nl
% run: trace, (s2(X), write(X), nl, fail ; true)
% run: trace, \+ s3
% run: trace, catch(s4, E, true), write(E), nl
% run: trace, s5(X), write(X), nl
% run: trace, s6(X), write(X), nl
% run: trace, s7(C), write(C), nl

m(1).
m(2).
m(3).

s1 :- setup_call_cleanup(write(a), m(1), write(b)), nl.
s2(X) :- setup_call_cleanup(true, m(X), (write(done), nl)).
s3 :- setup_call_cleanup(true, fail, (write(failed), nl)).
s4 :- setup_call_cleanup(true, throw(oops), (write(cleaned), nl)).
s5(X) :- call_cleanup(m(X), (write(done), nl)), !.
s6(X) :- setup_call_cleanup(m(X), m(X), (write(X), nl)), X > 0.
s7(C) :- setup_call_catcher_cleanup(true, m(_), C, true), !.
