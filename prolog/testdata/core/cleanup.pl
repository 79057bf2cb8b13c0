% setup_call_cleanup/3 on the core: the cleanup runs once, when the goal
% is finished, with the goal's bindings when it exits or is cut and
% without them when it fails or raises an error; it runs before the cut,
% the failure or the error goes on; its own failure is ignored and its
% error raised in place of what the machine was doing, except while an
% error unwinds, which goes on. Cleanups nested, several cut at once, in
% findall/3 and under \+, a cut inside a cleanup, and the errors of the
% arguments. setup_call_catcher_cleanup/4 tells the cleanup why: exit,
% fail, !, exception(E), external_exception(E); a catcher that does not
% unify with the reason skips the cleanup.

:- dynamic log/1.

note(X) :- assertz(log(X)).
logged(L) :- findall(X, retract(log(X)), L).

p(1). p(2). p(3).

t1(R) :- setup_call_cleanup(true, p(X), note(c(X))), !, logged(L), R = X-L.
t2(R) :- ( \+ setup_call_cleanup(true, fail, note(failed)) -> true ; true ), logged(R).
t3(R) :- catch(setup_call_cleanup(X = 1, (Y = 2, throw(e)), note(c(X, Y))), E, true), logged(L), R = E-L.
t4(R) :- setup_call_cleanup(true, true, note(exit)), note(after), logged(R).
t5(R) :- catch(setup_call_cleanup(true, true, throw(c5)), E, true), logged(L), R = E-L.
t6(R) :- catch(setup_call_cleanup(true, fail, throw(c6)), E, true), R = E.
t7(R) :- catch(setup_call_cleanup(true, throw(g7), throw(c7)), E, true), R = E.
t8(R) :- catch((setup_call_cleanup(true, p(_), throw(c8)), !), E, true), R = E.
t9(R) :- setup_call_cleanup(true, p(X), note(c(X))), note(x(X)), X >= 2, !, logged(R).
t10(R) :- findall(X, setup_call_cleanup(true, p(X), note(c)), L), logged(C), R = L-C.
t11(R) :- setup_call_cleanup(true, (setup_call_cleanup(true, p(X), note(inner)) ; X = 4), note(outer)), note(X), !, logged(R).
t12(R) :- ( setup_call_cleanup(fail, true, note(c12)) -> R = yes ; logged(L), R = no(L) ).
t13(R) :- setup_call_cleanup(true, true, fail), R = ok.
t14(R) :- findall(X, (setup_call_cleanup(true, p(X), note(c14)), note(X)), _), logged(R).
t15(R) :- catch(setup_call_cleanup(true, _, true), error(E, _), true), R = E.
t16(R) :- catch(setup_call_cleanup(true, true, 3), error(E, _), true), R = E.
t17(R) :- call_cleanup(p(X), note(c17)), note(X), X == 2, !, logged(R).
t18(R) :- catch((setup_call_cleanup(true, p(X), (note(c(X)), throw(c18))), X == 2, !), E, true), logged(L), R = E-L.
t19(R) :- setup_call_cleanup(true, p(X), (note(a(X)), fail)), !, logged(L), R = X-L.
t20(R) :- two_frames(X), !, logged(L), R = X-L.
t21(R) :- catch((setup_call_cleanup(true, p(_), throw(first)), setup_call_cleanup(true, p(_), throw(second)), !), E, true), R = E.
t22(R) :- setup_call_cleanup(true, p(X), cut_inside), X = 2, !, logged(L), R = X-L.
t23(R) :- catch(deep_cleanup(3), E, true), logged(L), R = E-L.
t24(R) :- setup_call_cleanup(S = s, p(X), note(S-X)), X > 2, logged(L), R = X-L.
t25(R) :- findall(X, (setup_call_cleanup(true, p(X), note(c25)), X >= 2, !), L), logged(C), R = L-C.
t26(R) :- catch(setup_call_cleanup(true, (p(X), X > 1, atom_length(X, _)), note(c26)), error(E, _), true), logged(L), R = E-L.
t27(R) :- G = p(X), setup_call_cleanup(true, G, note(c27)), X = 3, logged(R).
t28(R) :- cleanup_then_fail, R = no.
t28(R) :- logged(R).
t29(R) :- setup_call_catcher_cleanup(true, true, C, note(c(C))), logged(L), R = C-L.
t30(R) :- ( setup_call_catcher_cleanup(true, fail, C, note(c(C))) -> true ; true ), logged(R).
t31(R) :- catch(setup_call_catcher_cleanup(true, throw(x), C, note(c(C))), _, true), logged(R).
t32(R) :- setup_call_catcher_cleanup(true, p(X), C, note(c(C))), !, logged(L), R = X-L.
t33(R) :- catch((setup_call_catcher_cleanup(true, p(_), C, note(c(C))), throw(ball)), _, true), logged(R).
t34(R) :- setup_call_catcher_cleanup(true, true, fail, note(never)), logged(R).
t35(R) :- findall(X, setup_call_catcher_cleanup(true, p(X), exit, note(c35)), L), logged(C), R = L-C.
t36(R) :- catch((setup_call_catcher_cleanup(true, p(X), exception(E), note(E)), X > 1, throw(late(X))), _, true), logged(R).
t37(R) :- catch(setup_call_catcher_cleanup(true, (p(X), X > 1, throw(early(X))), exception(early(Y)), note(y(Y))), _, true), logged(R).
t38(R) :- catch(setup_call_catcher_cleanup(true, true, _, _), error(E, _), true), R = E.

% Two frames cut at once: the newest cleanup runs first.
two_frames(X-Y) :-
    setup_call_cleanup(true, p(X), note(first(X))),
    setup_call_cleanup(true, p(Y), note(second(Y))).

% A cut inside a cleanup cuts the cleanup's own choicepoints.
cut_inside :- p(X), note(in(X)), !.

% Cleanups nested in a recursion that ends in an error: each runs on the
% way out, the innermost first.
deep_cleanup(0) :- throw(bottom).
deep_cleanup(N) :- N > 0, N1 is N - 1, setup_call_cleanup(true, deep_cleanup(N1), note(out(N))).

% A cut of a frame, then a failure before any call.
cleanup_then_fail :- setup_call_cleanup(true, p(X), note(c28)), !, X = 2.

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18,
       t19, t20, t21, t22, t23, t24, t25, t26, t27, t28, t29, t30, t31, t32,
       t33, t34, t35, t36, t37, t38]).

:- include('lib/run_tests.pl').
