% Atoms made at run time on the core, which its collector lets go of
% when no live cell holds them (more than atomGCMin of them): those kept
% in a list, in a findall's bag, in a choicepoint's saved arguments, in
% an argument that setarg/3 replaced and in a frame's permanent
% variables are still the same atoms afterwards.

churn(0) :- !.
churn(N) :- atom_concat(tmp, N, A), atom_length(A, _), N1 is N - 1, churn(N1).
churn_fail(N) :- between(1, N, I), atom_concat(tmpf, I, _), fail.
churn_fail(_).

keep(0, []) :- !.
keep(N, [A|As]) :- atom_concat(k, N, A), N1 is N - 1, keep(N1, As).
same([], 0).
same([A|As], N) :- atom_concat(k, N, B), A == B, N1 is N - 1, same(As, N1).

t1(R) :- keep(20000, L), churn(60000), ( same(L, 20000) -> R = kept ; R = lost ).
t2(R) :- findall(A, (between(1, 20000, I), atom_concat(b, I, A), churn(3)), L), churn(60000), last(L, R).
t3(R) :- atom_concat(p, 1, A), member(X, [A, q]), churn_fail(60000), X == q, R = A.
t4(R) :- atom_concat(s, 1, A), T = f(A), ( setarg(1, T, other), churn(60000), fail ; true ), arg(1, T, R).
t5(R) :- atom_concat(y, 7, A), churn(60000), churn_fail(60000), atom_length(A, L), R = A-L.
t6(R) :- atom_concat(n, 1, A), T = t(x), nb_setarg(1, T, g(A)), churn_fail(60000), arg(1, T, R).
t7(R) :- churn_fail(60000), atom_concat(tmpf, 59999, A), atom_codes(A, Cs), atom_codes(R, Cs).
t8(R) :- findall(A-N, (between(1, 40000, N), atom_concat(tmp, N, A)), L), msort(L, S), S = [R|_].

tests([t1, t2, t3, t4, t5, t6, t7, t8]).

:- include('lib/run_tests.pl').
