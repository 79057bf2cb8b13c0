% split_string/4, which the core decides on the heap: separators and
% pad, runs of separators that are also pad, text of every kind, empty
% text, text that is not ASCII, bound results, and the errors.

t1(R) :- split_string("a.b.c.d", ".", "", R).
t2(R) :- split_string("/home//jan///nice/path", "/", "", R).
t3(R) :- split_string("SWI-Prolog, 7.0", ",", " ", R).
t4(R) :- split_string("  ", " ", " ", R).
t5(R) :- split_string("", "", "", R).
t6(R) :- split_string("a  b", " ", " ", R).
t7(R) :- split_string(", x", ", ", " ", R).
t8(R) :- split_string('/home//jan', "/", "", R).
t9(R) :- split_string([0'a, 0',, 0'b], ",", "", R).
t10(R) :- split_string([x, ';', y], [';'], [], R).
t11(R) :- catch(split_string(12.5, ".", "", _), error(E, _), R = E).
t12(R) :- split_string("héllo wörld", " ", "", R).
t13(R) :- split_string("  padded  ", "", " ", R).
t14(R) :- ( split_string("a,b", ",", "", ["a", "b"]) -> R = yes ; R = no ).
t15(R) :- ( split_string("a,b", ",", "", [a, b]) -> R = yes ; R = no ).
t16(R) :- split_string("a,b", ",", "", [X|_]), ( string(X) -> R = string ; R = other ).
t17(R) :- catch(split_string(_, ",", "", _), error(E, _), R = E).
t18(R) :- catch(split_string("a", f(x), "", _), error(E, _), R = E).
t19(R) :- catch(split_string("a", ",", _, _), error(E, _), R = E).
t20(R) :- split_string([], ",", "", R).
t21(R) :- findall(L, (member(S, ["a b c", "a", "", " a "]), split_string(S, " ", "", P), length(P, L)), R).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21]).

:- include('lib/run_tests.pl').
