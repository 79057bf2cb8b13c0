% The tracer's answers: skip a call, leap to the next spy point, fail a
% call, leave debug mode; spy points in debug mode and leashed ports.
%
% run: trace, p(X), write(X), nl => c s c c c c c c c
% run: trace, p(X), write(X), nl => c c c l
% run: trace, p(X), write(X), nl => c f
% run: trace, p(X), write(X), nl => c c c c c f c c c c
% run: trace, p(X), write(X), nl => c c n
% run: spy(r/1), debug, p(X), write(X), nl, nospyall
% run: spy(r/1), debug, p(X), write(X), nl, nospyall => c c s
% run: leash(-exit), trace, p(X), write(X), nl => c c c c
% run: leash(-all), trace, p(X), write(X), nl
% run: trace, p(X), write(X), nl => a

p(X) :- q(X), r(X).
q(1).
q(2).
r(2).
