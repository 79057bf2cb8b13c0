% atom_codes/2, atom_chars/2, char_code/2, atom_length/2,
% number_codes/2, atom_number/2, atom_concat/3 and sub_atom/5 in
% compiled clauses, which the WAM core decides on its heap: answers in
% every mode, strings where SWI-Prolog takes text, the enumerations, and
% the errors with their context. Each c(N, R) computes R; run/0 prints
% one line per case, in goprolog and in swipl.

c(1, R) :- atom_codes(abc, R).
c(2, R) :- atom_codes(R, [0'a, 0'b]).
c(3, R) :- atom_codes(R, "xy").
c(4, R) :- atom_codes(abc, "abc"), R = yes.
c(5, R) :- atom_codes(abc, [0'a|T]), R = T.
c(6, R) :- atom_codes(12, R).
c(7, R) :- atom_codes(1.5, R).
c(8, R) :- atom_codes("str", R).
c(9, R) :- atom_codes(R, []).
c(10, R) :- atom_codes([], R).
c(11, R) :- atom_codes(_, R).
c(12, R) :- atom_codes(R, [0'a|_]).
c(13, R) :- atom_codes(R, [0'a, b]).
c(14, R) :- atom_codes(R, foo).
c(15, R) :- atom_codes(f(x), R).
c(16, R) :- atom_codes(abc, [f(x)]), R = yes.
c(17, R) :- atom_codes(abc, foo), R = yes.
c(18, R) :- atom_codes(abc, [0'a, 0'b]), R = yes.
c(19, R) :- atom_codes(R, [-1]).
c(20, R) :- L = [0'a|L], atom_codes(R, L).
c(21, R) :- atom_codes(R, [0'h, 0'é]).

c(30, R) :- atom_chars(abc, R).
c(31, R) :- atom_chars(R, [a, b]).
c(32, R) :- atom_chars(R, "ab").
c(33, R) :- atom_chars(R, [a|_]).
c(34, R) :- atom_chars(R, [a, 0'b]).
c(35, R) :- atom_chars(R, [0'a, b]).
c(36, R) :- atom_chars(abc, [a, f(x)]), R = yes.
c(37, R) :- atom_chars(R, [a|b]).
c(38, R) :- atom_chars([], R).
c(39, R) :- atom_chars(X, [a, bc]), R = X.
c(40, R) :- atom_chars(abc, [a, B, c]), R = B.

c(50, R) :- char_code(a, R).
c(51, R) :- char_code(R, 0'b).
c(52, R) :- char_code(a, 0'a), R = yes.
c(53, R) :- char_code(a, 0'b), R = yes.
c(54, R) :- char_code(R, -1).
c(55, R) :- char_code(R, 0x110000).
c(56, R) :- char_code(ab, R).
c(57, R) :- char_code(_, R).
c(58, R) :- char_code(a, x), R = yes.
c(59, R) :- char_code(R, foo).
c(60, R) :- char_code(f(x), R).
c(61, R) :- char_code(1, R).
c(62, R) :- char_code([], R).
c(63, R) :- char_code("a", R).
c(64, R) :- char_code(R, 100000000000000000000).

c(70, R) :- atom_length(abc, R).
c(71, R) :- atom_length("abcd", R).
c(72, R) :- atom_length(12.5, R).
c(73, R) :- atom_length([], R).
c(74, R) :- atom_length([a, b], R).
c(75, R) :- atom_length([0'a, b], R).
c(76, R) :- atom_length([a|_], R).
c(77, R) :- atom_length(f(x), R).
c(78, R) :- atom_length(_, R).
c(79, R) :- atom_length(abc, foo), R = yes.
c(80, R) :- atom_length(abc, -1), R = yes.
c(81, R) :- atom_length(abc, 1.0), R = yes.
c(82, R) :- atom_length(abc, 100000000000000000000), R = yes.
c(83, R) :- atom_length(abc, 3), R = yes.
c(84, R) :- atom_length('héllo', R).
c(85, R) :- atom_length(100000000000000000000, R).

c(90, R) :- number_codes(R, "12").
c(91, R) :- number_codes(R, " 12").
c(92, R) :- number_codes(R, "12 ").
c(93, R) :- number_codes(R, "foo").
c(94, R) :- number_codes(a, R).
c(95, R) :- number_codes(_, R).
c(96, R) :- number_codes(12, R).
c(97, R) :- number_codes(12, "012"), R = yes.
c(98, R) :- number_codes(R, [0'1|_]).
c(99, R) :- number_codes(1, [0'1|T]), R = T.
c(100, R) :- number_codes(R, "0'a").
c(101, R) :- number_codes(R, "1.5e3").
c(102, R) :- number_codes(R, "-12").
c(103, R) :- number_codes(R, "100000000000000000000").
c(104, R) :- number_codes(1.5, R).
c(105, R) :- number_codes(R, [0'1, x]).
c(106, R) :- number_codes(R, "0x1A").
c(107, R) :- number_codes(R, "- 1").

c(108, R) :- number_chars(R, ['1', '2']).
c(109, R) :- number_chars(12, R).
c(220, R) :- number_chars(R, [a|_]).
c(221, R) :- number_chars(R, ['1', 0'2]).
c(222, R) :- number_chars(R, [' ', '1']).
c(223, R) :- number_chars(a, R).
c(224, R) :- number_chars(1.5, ['1'|T]), R = T.
c(225, R) :- number_chars(R, "3").
c(226, R) :- number_chars(R, [x]).

c(110, R) :- atom_number('12', R).
c(111, R) :- atom_number(R, 12).
c(112, R) :- atom_number(foo, R).
c(113, R) :- atom_number(_, R).
c(114, R) :- atom_number(R, foo).
c(115, R) :- atom_number(f(x), R).
c(116, R) :- atom_number("12", R).
c(117, R) :- atom_number('0x1A', R).
c(118, R) :- atom_number(' 12', R).
c(119, R) :- atom_number('12 ', R).
c(120, R) :- atom_number(12, R).
c(121, R) :- atom_number('1.5', R).
c(122, R) :- atom_number(R, 1.5).
c(123, R) :- atom_number('-3', R).
c(124, R) :- atom_number([], R).
c(125, R) :- atom_number('12', 12.0), R = yes.

c(130, R) :- findall(X+Y, atom_concat(X, Y, abc), R).
c(131, R) :- atom_concat(a, R, abc).
c(132, R) :- atom_concat(R, c, abc).
c(133, R) :- atom_concat(a, b, R).
c(134, R) :- atom_concat(a, "b", R).
c(135, R) :- atom_concat(1, 2, R).
c(136, R) :- atom_concat(_, b, R).
c(137, R) :- atom_concat(f(x), b, R).
c(138, R) :- atom_concat(a, b, f(x)), R = yes.
c(139, R) :- atom_concat(_, _, f(x)), R = yes.
c(140, R) :- atom_concat(a, R, f(x)).
c(141, R) :- atom_concat(a, b, "ab"), R = yes.
c(142, R) :- findall(X+Y, atom_concat(X, Y, "ab"), R).
c(143, R) :- findall(X+Y, atom_concat(X, Y, 12), R).
c(144, R) :- atom_concat([], a, R).
c(145, R) :- atom_concat(x, R, abc).
c(146, R) :- atom_concat(X, Y, abc), atom_length(X, N), N >= 2, !, R = X+Y.
c(147, R) :- findall(X+Y, atom_concat(X, Y, 'héllo'), R).
c(148, R) :- findall(X, atom_concat(X, X, abab), R).
c(149, R) :- atom_concat(a, b, ab), R = yes.
c(150, R) :- atom_concat(a, b, abc), R = yes.
c(151, R) :- findall(X, atom_concat(X, _, ''), R).

c(160, R) :- findall(B-L-A-S, sub_atom(abc, B, L, A, S), R).
c(161, R) :- findall(B, sub_atom(abcab, B, _, _, ab), R).
c(162, R) :- findall(S, sub_atom(abc, _, 2, _, S), R).
c(163, R) :- findall(S, sub_atom(abc, 1, _, _, S), R).
c(164, R) :- findall(S, sub_atom(abc, _, _, 0, S), R).
c(165, R) :- sub_atom(abc, 1, 1, A, S), R = A-S.
c(166, R) :- sub_atom(_, _, 2, _, R).
c(167, R) :- sub_atom(f(x), _, _, _, R).
c(168, R) :- sub_atom(abc, -1, _, _, R).
c(169, R) :- sub_atom(abc, x, _, _, R).
c(170, R) :- sub_atom(abc, _, _, _, f(x)), R = yes.
c(171, R) :- findall(B-L-A, sub_atom("abc", B, L, A, b), R).
c(172, R) :- findall(B, sub_atom(abc, B, _, _, "b"), R).
c(173, R) :- sub_atom(123, 1, 1, _, R).
c(174, R) :- sub_atom(abc, 1, 1, 1, bb), R = yes.
c(175, R) :- findall(S, sub_atom('héllo', 1, 3, _, S), R).
c(176, R) :- sub_atom(abc, B, _, _, c), !, R = B.
c(177, R) :- findall(S, sub_atom(abc, _, _, 1, S), R).
c(178, R) :- findall(B-A, sub_atom(abc, B, 1, A, _), R).
c(179, R) :- sub_atom(abc, _, 4, _, R).
c(180, R) :- findall(S, sub_atom('', _, _, _, S), R).
c(181, R) :- sub_atom(abc, _, _, -2, R).
c(182, R) :- findall(B, sub_atom(aaa, B, _, _, aa), R).
c(183, R) :- sub_atom(abc, B, L, A, bc), R = B-L-A.
c(184, R) :- sub_atom([], _, _, _, R).
c(185, R) :- subs(abc, R).

c(190, R) :- atomic_list_concat([a, "b", 1, 2.5], R).
c(191, R) :- atomic_list_concat([], R).
c(192, R) :- atomic_list_concat([a, f(x)], R).
c(193, R) :- atomic_list_concat([a, _], R).
c(194, R) :- atomic_list_concat([a|_], R).
c(227, R) :- atomic_list_concat(R, ',', 'a,b,,c').
c(228, R) :- atomic_list_concat(R, '-', '').
c(229, R) :- atomic_list_concat([a, R], '-', 'a-b').
c(230, R) :- atomic_list_concat(R, '', abc).
c(231, R) :- atomic_list_concat(R, ',', _).
c(232, R) :- atomic_list_concat(R, ab, ab).
c(195, R) :- atomic_list_concat(foo, R).
c(196, R) :- atomic_list_concat([a, []], R).
c(197, R) :- atomic_list_concat([a, b|c], R).
c(198, R) :- atomic_list_concat([f(x)|_], R).
c(199, R) :- atomic_list_concat([a, b], ab), R = yes.
c(200, R) :- atomic_list_concat([a, b], "ab"), R = yes.
c(201, R) :- atomic_list_concat([a, b], -, R).
c(202, R) :- atomic_list_concat(R, -, 'a-b-c').
c(203, R) :- atomic_list_concat(R, '', ab).
c(204, R) :- atomic_list_concat([a, X], -, 'a-b'), R = X.
c(205, R) :- atomic_list_concat(_, -, R).
c(206, R) :- atomic_list_concat([a, b], _, R).
c(207, R) :- atomic_list_concat([a, b], f(x), R).
c(208, R) :- atomic_list_concat([a, f(x)], -, R).
c(209, R) :- atomic_list_concat([a, B], -, 'a-b-c'), R = B.
c(210, R) :- atomic_list_concat(R, -, f(x)).
c(211, R) :- atomic_list_concat(R, -, "a-b").
c(212, R) :- atomic_list_concat([a, []], -, R).
c(213, R) :- atomic_list_concat(R, [], 'a[]b').
c(214, R) :- atomic_list_concat(foo, -, R).
c(215, R) :- atomic_list_concat([a, b], "-", R).
c(216, R) :- atomic_list_concat([a, b], -, "a-b"), R = yes.
c(217, R) :- atomic_list_concat([a|b], -, R).
c(218, R) :- atomic_list_concat(R, ',', 'x,,y').
% Surrogates are no character codes.
c(219, R) :- char_code(R, 0xD800).
c(220, R) :- char_code(a, 0xDFFF), R = yes.
c(221, R) :- char_code(R, 0xE000).

% A chain clause (no environment) whose native leaves a redo.
subs(A, R) :- findall(S, sub_of(A, S), R).
sub_of(A, S) :- sub_atom(A, _, 2, _, S).

run :-
    forall(clause(c(N, _), _),
           (   catch(c(N, R), error(E, C), (ctx(C, K), R = error(E, K)))
           ->  print(N-R), nl
           ;   print(N-failed), nl
           )).

% The context without its module: swipl names system:F/N.
ctx(C, K) :- nonvar(C), C = context(P, _), nonvar(P), P = _:K0, !, K = K0.
ctx(C, K) :- nonvar(C), C = context(K, _), !.
ctx(C, C).
