% Cases of TestISOFlag (isoflag_test.go).
%
% iso_case(Goal, Answer): with the flag iso true, Goal answers Answer
% (as ISO/IEC 13211-1 says): true(G) with G the goal after its first
% solution, fail, or error(Formal).
%
% diff_goal(Goal): run with the flag iso false in goprolog and in
% SWI-Prolog 9, which must answer alike; every iso_case goal is run so
% too, so that the default stays SWI-Prolog's.
%
% iso_only(Goal): an iso_case goal left out of the comparison with
% SWI-Prolog, whose default answer goprolog does not share (an arity of
% 2**70 is resource_error(memory) in goprolog, representation_error(size_t)
% in SWI-Prolog).
%
% expect(Goal, Answer): goprolog's answer to Goal with the flag false,
% where SWI-Prolog has no such predicate to compare with.

:- dynamic(dyn/1).
dyn(1).
stat(1).

iso_case(arg(_, foo(a,b), a), error(instantiation_error)).
iso_case(arg(1, foo(a,b), A), true(arg(1, foo(a,b), a))) :- A = _.
iso_case(functor([_|_], N, A), true(functor([_|_], '.', 2))) :- N = _, A = _.
iso_case(functor([_|_], '.', 2), true(functor([_|_], '.', 2))).
iso_case((functor(T, '.', 2), T = [a|b]), true((functor([a|b], '.', 2), [a|b] = [a|b]))).
iso_case(functor(foo(a), foo, 1), true(functor(foo(a), foo, 1))).
iso_case((current_prolog_flag(max_arity, M), M1 is M + 1, functor(_, foo, M1)), error(representation_error(max_arity))).
iso_case((current_prolog_flag(max_arity, M), M1 is M + 1, abolish(foo/M1)), error(representation_error(max_arity))).
iso_case((X is 2**70, functor(_, foo, X)), error(representation_error(max_arity))) :- X = _.
iso_case(atom_length(1.23, _), error(type_error(atom, 1.23))).
iso_case(atom_length(abc, N), true(atom_length(abc, 3))) :- N = _.
iso_case(atom_concat(f(a), iso, _), error(type_error(atom, f(a)))).
iso_case(atom_concat(iso, 12, _), error(type_error(atom, 12))).
iso_case(atom_concat(_, _, f(a)), error(type_error(atom, f(a)))).
iso_case(atom_concat(ab, cd, X), true(atom_concat(ab, cd, abcd))) :- X = _.
iso_case(sub_atom('Banana', 4, 2, _, 2), error(type_error(atom, 2))).
iso_case(sub_atom(12, 0, 1, _, _), error(type_error(atom, 12))).
iso_case(atom([]), true(atom([]))).
iso_case((X = [], atom(X)), true(([] = [], atom([])))) :- X = _.
iso_case(callable([]), true(callable([]))).
iso_case(call(atom, []), true(call(atom, []))).
iso_case(char_code(_, -2), error(representation_error(character_code))).
iso_case(atom_codes(_, [0'i, 0's, o]), error(representation_error(character_code))).
iso_case(number_codes(_, [0'1, 0'2, '3']), error(representation_error(character_code))).
iso_case(number_codes(_, [0'1, -3]), error(representation_error(character_code))).
iso_case(current_predicate(current_predicate/1), fail).
iso_case(current_predicate(atom_length/2), fail).
iso_case(current_predicate(succ/2), fail).
iso_case(current_predicate(stat/1), true(current_predicate(stat/1))).
iso_case(current_predicate(dyn/1), true(current_predicate(dyn/1))).
iso_case(current_prolog_flag(debug, V), true(current_prolog_flag(debug, off))) :- V = _.
iso_case(current_prolog_flag(char_conversion, V), true(current_prolog_flag(char_conversion, off))) :- V = _.
iso_case(current_prolog_flag(bounded, V), true(current_prolog_flag(bounded, false))) :- V = _.
iso_case(current_prolog_flag(warning, _), error(domain_error(prolog_flag, warning))).
iso_case(current_prolog_flag(5, _), error(type_error(atom, 5))).
iso_case((current_prolog_flag(max_arity, M), integer(M)), true((current_prolog_flag(max_arity, 16777216), integer(16777216)))) :- M = _.
iso_case(set_prolog_flag(date, 'July 1999'), error(domain_error(prolog_flag, date))).
iso_case(set_prolog_flag(debug, no), error(domain_error(flag_value, debug+no))).
iso_case(set_prolog_flag(debug, true), error(domain_error(flag_value, debug+true))).
iso_case((set_prolog_flag(debug, on), current_prolog_flag(debug, V), set_prolog_flag(debug, off)),
         true((set_prolog_flag(debug, on), current_prolog_flag(debug, on), set_prolog_flag(debug, off)))) :- V = _.
iso_case(set_prolog_flag(unknown, foo), error(domain_error(flag_value, unknown+foo))).
iso_case(set_prolog_flag(double_quotes, 1), error(domain_error(flag_value, double_quotes+1))).
iso_case(set_prolog_flag(max_arity, 40), error(permission_error(modify, flag, max_arity))).
iso_case(set_prolog_flag(_, on), error(instantiation_error)).
iso_case(\+ 3, error(type_error(callable, 3))).
iso_case((true, \+ 3), error(type_error(callable, 3))).
iso_case(\+ (fail, 1), error(type_error(callable, (fail, 1)))).
iso_case(\+ fail, true(\+ fail)).
iso_case(call((fail, 1)), error(type_error(callable, (fail, 1)))).
iso_case(abolish(stat/1), error(permission_error(modify, static_procedure, stat/1))).
iso_case(abolish(atom_length/2), error(permission_error(modify, static_procedure, atom_length/2))).
iso_case(abolish(member/2), error(permission_error(modify, static_procedure, member/2))).
iso_case(abolish(succ/2), error(permission_error(modify, static_procedure, succ/2))).
iso_case((assertz(mine_iso(1)), abolish(mine_iso/1)), true((assertz(mine_iso(1)), abolish(mine_iso/1)))).
iso_case(abolish(nosuch/3), true(abolish(nosuch/3))).
iso_case(abolish(foo/a), error(type_error(integer, a))).

iso_only((X is 2**70, functor(_, foo, X))) :- X = _.

diff_goal((member(1, [1]), abolish(member/2), member(2, [1, 2]))).
diff_goal(abolish(member/2)).
diff_goal(abolish(append/3)).
diff_goal(abolish(atom_length/2)).
diff_goal((assertz(mine(1)), abolish(mine/1), \+ catch(mine(_), error(existence_error(procedure, mine/1), _), fail))).
diff_goal(abolish(stat/1)).
diff_goal(assertz(atom_length(a, b))).
diff_goal(retract(atom_length(_, _))).
diff_goal(retractall(atom_length(_, _))).
diff_goal(dynamic(atom_length/2)).
diff_goal(current_prolog_flag(iso, _)).
diff_goal((set_prolog_flag(iso, true), current_prolog_flag(iso, V), set_prolog_flag(iso, false))) :- V = _.
diff_goal((set_prolog_flag(iso, true), atom_length(1.23, _))).

expect(assertz('$load_library'(x)), error(permission_error(modify, static_procedure, '$load_library'/1))).
expect(asserta('$load_library'(x)), error(permission_error(modify, static_procedure, '$load_library'/1))).
expect(retract('$load_library'(_)), error(permission_error(modify, static_procedure, '$load_library'/1))).
expect(retractall('$load_library'(_)), error(permission_error(modify, static_procedure, '$load_library'/1))).
expect(abolish('$load_library'/1), error(permission_error(modify, static_procedure, '$load_library'/1))).
expect(dynamic('$load_library'/1), error(permission_error(modify, static_procedure, '$load_library'/1))).
expect(abolish('$skip_list'/3), error(permission_error(modify, static_procedure, '$skip_list'/3))).
expect(assertz('$skip_list'(a, b, c)), error(permission_error(modify, static_procedure, '$skip_list'/3))).
expect((assertz('$mine'(1)), '$mine'(X)), true((assertz('$mine'(1)), '$mine'(1)))) :- X = _.
expect(\+ \+ clause('$load_library'(clpfd), _), true(\+ \+ clause('$load_library'(clpfd), _))).

% The driver: one line "@@Tag<TAB>Goal<TAB>Answer<TAB>Verdict" a goal.

answer(G, A) :-
	catch(( call(G) -> A = true(G) ; A = fail ), error(E, _), A = error(E)).

show(Tag, G0, A, V) :-
	copy_term(G0-A, G1-A1),
	numbervars(G1-A1, 0, _),
	format("@@~w\t~q\t~q\t~w~n", [Tag, G1, A1, V]).

verdict(A, Exp, V) :-
	(   A =@= Exp -> V = pass ; V = fail ).

iso_run :-
	forall(iso_case(G, Exp),
	       (   copy_term(G, G1),
	           set_prolog_flag(iso, true),
	           answer(G1, A),
	           set_prolog_flag(iso, false),
	           verdict(A, Exp, V),
	           show(iso, G, A, V)
	       )),
	forall(expect(G, Exp),
	       (   copy_term(G, G1),
	           answer(G1, A),
	           verdict(A, Exp, V),
	           show(expect, G, A, V)
	       )).

default_run :-
	forall(( iso_case(G, _), \+ ( iso_only(O), O =@= G ) ; diff_goal(G) ),
	       (   copy_term(G, G1),
	           answer(G1, A),
	           set_prolog_flag(iso, false),
	           show(default, G, A, -)
	       )).
