% A clause with more permanent variables than the collector's live
% sets have bits (64): after a call that collects, the variables read
% later keep their values, those past the 64th too.

g(X, f(X)).
churn(0) :- !.
churn(N) :- length(_, 50), N1 is N - 1, churn(N1).

wide(R) :-
    g(1, A1),
    g(2, A2),
    g(3, A3),
    g(4, A4),
    g(5, A5),
    g(6, A6),
    g(7, A7),
    g(8, A8),
    g(9, A9),
    g(10, A10),
    g(11, A11),
    g(12, A12),
    g(13, A13),
    g(14, A14),
    g(15, A15),
    g(16, A16),
    g(17, A17),
    g(18, A18),
    g(19, A19),
    g(20, A20),
    g(21, A21),
    g(22, A22),
    g(23, A23),
    g(24, A24),
    g(25, A25),
    g(26, A26),
    g(27, A27),
    g(28, A28),
    g(29, A29),
    g(30, A30),
    g(31, A31),
    g(32, A32),
    g(33, A33),
    g(34, A34),
    g(35, A35),
    g(36, A36),
    g(37, A37),
    g(38, A38),
    g(39, A39),
    g(40, A40),
    g(41, A41),
    g(42, A42),
    g(43, A43),
    g(44, A44),
    g(45, A45),
    g(46, A46),
    g(47, A47),
    g(48, A48),
    g(49, A49),
    g(50, A50),
    g(51, A51),
    g(52, A52),
    g(53, A53),
    g(54, A54),
    g(55, A55),
    g(56, A56),
    g(57, A57),
    g(58, A58),
    g(59, A59),
    g(60, A60),
    g(61, A61),
    g(62, A62),
    g(63, A63),
    g(64, A64),
    g(65, A65),
    g(66, A66),
    g(67, A67),
    g(68, A68),
    g(69, A69),
    g(70, A70),
    churn(200),
    R = [A70, A69, A68, A67, A66, A65, A64, A63, A62, A61, A60, A59, A58, A57, A56, A55, A54, A53, A52, A51, A50, A49, A48, A47, A46, A45, A44, A43, A42, A41, A40, A39, A38, A37, A36, A35, A34, A33, A32, A31, A30, A29, A28, A27, A26, A25, A24, A23, A22, A21, A20, A19, A18, A17, A16, A15, A14, A13, A12, A11, A10, A9, A8, A7, A6, A5, A4, A3, A2, A1].

t1(R) :- wide(L), length(L, N), L = [Last|_], last(L, First), R = N-Last-First.
t2(R) :- wide(L), sum_args(L, 0, R).
sum_args([], S, S).
sum_args([f(X)|T], S0, S) :- S1 is S0 + X, sum_args(T, S1, S).

tests([t1, t2]).

:- include('lib/run_tests.pl').
