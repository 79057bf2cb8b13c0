% The built-ins that enumerate text: string_code/3, string_concat/3,
% atom_concat/3, sub_string/5 and current_op/3, their answers, their
% errors, and whether the last answer leaves a choicepoint. Each is
% called from a compiled clause (all/2, last_det/2) and meta-called by
% the driver (g/1).
:- style_check(-singleton).
:- ensure_loaded(driver).

g(string_code(1, "abc", C)).
g(string_code(3, "abc", C)).
g(string_code(4, "abc", C)).
g(string_code(0, "abc", C)).
g(string_code(-1, "abc", C)).
g(string_code(I, "abc", C)).
g(string_code(I, "abcb", 0'b)).
g(string_code(I, "abc", 0'z)).
g(string_code(I, "abc", x)).
g(string_code(I, "abc", a)).
g(string_code(I, "abc", ab)).
g(string_code(I, "abc", f(x))).
g(string_code(I, "abc", -1)).
g(string_code(I, "abc", 1114112)).
g(string_code(1, "abc", f(x))).
g(string_code(1, "abc", -1)).
g(string_code(-1, 123, C)).
g(string_code(1, [a|b], C)).
g(string_code(0, [a|_], C)).
g(string_code(I, "", C)).
g(string_code(I, abc, C)).
g(string_code(I, 123, C)).
g(string_code(I, [0'a, 0'b], C)).
g(string_code(I, [a, b], C)).
g(string_code(I, [], C)).
g(string_code(I, "héllo", C)).
g(string_code(2, "héllo", C)).
g(string_code(I, S, C)).
g(string_code(a, "abc", C)).
g(string_code(1.0, "abc", C)).
g(string_code(99999999999999999999, "abc", C)).
g(string_code(1000000000000000000, "abc", C)).
g(string_code(-1000000000000000000, "abc", C)).
g(string_code(I, f(x), C)).
g(string_code(I, [a|_], C)).
g(string_code(I, [a|b], C)).
g(string_code(I, [f(x)], C)).
g(string_code(I, 1.5, C)).
g(string_concat(X, Y, "abc")).
g(string_concat(X, Y, abc)).
g(string_concat(X, Y, "")).
g(string_concat(X, Y, 12)).
g(string_concat(X, Y, "héé")).
g(string_concat(a, X, "abc")).
g(string_concat(X, c, "abc")).
g(string_concat(x, X, "abc")).
g(string_concat(X, x, "abc")).
g(string_concat(a, b, X)).
g(string_concat(a, b, "ab")).
g(string_concat(a, b, ab)).
g(string_concat(a, b, "ba")).
g(string_concat(1, 2.5, X)).
g(string_concat([], a, X)).
g(string_concat(X, Y, [])).
g(string_concat(f(x), a, X)).
g(string_concat(X, a, Y)).
g(string_concat(X, Y, Z)).
g(string_concat(X, Y, f(x))).
g(string_concat(X, X, "abab")).
g(string_concat(X, X, "aba")).
g(atom_concat(X, Y, abc)).
g(atom_concat(X, Y, "abc")).
g(atom_concat(X, X, abab)).
g(atom_concat(X, b, abc)).
g(sub_string("abc", B, L, A, S)).
g(sub_string("abc", B, 2, A, S)).
g(sub_string(abc, B, L, 0, S)).
g(current_op(P, T, mod)).
g(current_op(P, T, -)).

g(current_op(P, xfx, is)).
g(current_op(P, T, no_such_operator)).
g(current_op(P, P, N)).
g(current_op(1201, T, N)).
g(current_op(a, T, N)).
g(current_op(P, foo, N)).
g(current_op(P, 1, N)).
g(current_op(P, T, 1)).
g(current_op(P, T, f(x))).

% all(Goal, Template) lists Template's instances over Goal's answers,
% the goal compiled in the clause that calls it.
all(string_code, L) :- findall(I-C, string_code(I, "xyz", C), L).
all(string_code_b, L) :- findall(I, string_code(I, "abcabc", 0'b), L).
all(string_concat, L) :- findall(X+Y, string_concat(X, Y, "hé!"), L).
all(string_concat_types, L) :-
    findall(T, ( string_concat(X, Y, abc), ( string(X), string(Y) -> T = s ; T = n ) ), L).
all(current_op, N) :- findall(P-T-O, current_op(P, T, O), L), length(L, N0), ( N0 > 50 -> N = many ; N = N0 ).
all(current_op_xfx, L) :- findall(O, current_op(700, xfx, O), L0), msort(L0, L).
all(current_op_prio, L) :- findall(T-N, current_op(200, T, N), L0), msort(L0, L).
all(current_op_user, L) :- op(333, xfy, my_op), findall(P-T, current_op(P, T, my_op), L).

% last_det(Name, Ds) lists, for each answer of the goal named, det when
% it left no choicepoint (the cleanup of call_cleanup/2 ran), else nondet.
last_det(K, Ds) :-
    findall(D, ( call_cleanup(det_goal(K), Det = true), ( Det == true -> D = det ; D = nondet ) ), Ds).

det_goal(string_code) :- string_code(_, "abc", _).
det_goal(string_code_match) :- string_code(_, "abcb", 0'b).
det_goal(string_code_single) :- string_code(_, "abcd", 0'a).
det_goal(string_concat) :- string_concat(_, _, "ab").
det_goal(current_op) :- current_op(_, _, is).
det_goal(current_op_minus) :- current_op(_, _, -).

main2 :-
    forall(clause(all(K, _), _), ( all(K, L), print(K = L), nl )),
    forall(clause(det_goal(K), _), ( last_det(K, Ds), print(K = Ds), nl )).

:- initialization(main2).
