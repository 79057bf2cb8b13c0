/*  call_with_depth_limit/3, run by TestDepthLimit in swipl and in
    goprolog: both must print the same lines (variables renumbered).

    case(Id, Goal, Limit) runs call_with_depth_limit(Goal, Limit, R) and
    prints each solution (Goal's bindings, R, and whether the call was
    deterministic), then how it ended; bound_case(Id, Goal, Limit, R) does
    the same with R given. script(Id, Template, Goal) runs Goal itself and
    prints Template after each solution. An error prints as its formal
    term: goprolog's error contexts are not SWI-Prolog's
    (docs/swi-compat.md).
*/

:- dynamic counter/1, edge_d/2.

% Facts and chains.
r.
f(a).
f(b).
p :- q.
q :- r.
loop :- loop.
undefined_caller :- no_such_predicate_here.

% Recursion over lists and numbers.
len([], 0).
len([_|T], N) :- len(T, M), N is M+1.

len_acc(L, N) :- len_acc(L, 0, N).
len_acc([], N, N).
len_acc([_|T], N0, N) :- N1 is N0+1, len_acc(T, N1, N).

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).

nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).

nat(0).
nat(s(X)) :- nat(X).

count(0) :- !.
count(N) :- N > 0, N1 is N-1, count(N1).

fib(0, 0).
fib(1, 1).
fib(N, F) :-
    N > 1,
    N1 is N-1, N2 is N-2,
    fib(N1, F1), fib(N2, F2),
    F is F1+F2.

hanoi(0, _, _, _) :- !.
hanoi(N, A, B, C) :-
    N1 is N-1,
    hanoi(N1, A, C, B),
    hanoi(N1, C, B, A).

% Trees: leaves are recognised by type tests, which SWI-Prolog compiles
% in line.
tree_size(T, 1) :- atomic(T), !.
tree_size(t(L, R), S) :- tree_size(L, SL), tree_size(R, SR), S is SL+SR+1.

leaf_count(T, N) :- ( var(T) -> N = 0 ; atom(T) -> N = 1 ; T = n(L, R), leaf_count(L, A), leaf_count(R, B), N is A+B ).

% A graph with a cycle: only a depth limit ends the search.
edge(a, b).
edge(b, c).
edge(c, a).
edge(c, d).
path(X, Y) :- edge(X, Y).
path(X, Y) :- edge(X, Z), path(Z, Y).

% Iterative deepening over the graph.
reach_within(X, Y, Depth) :-
    between(1, 10, Depth),
    call_with_depth_limit(path(X, Y), Depth, R),
    R \== depth_limit_exceeded,
    !.

% Deeper on the first solution than on the second, whose clause is
% retried where the first one left it.
deep(X) :- deep1(X).
deep1(X) :- deep2(X).
deep2(X) :- f(X).

% Control constructs in clause bodies.
ite(X) :- ( X > 0 -> r ; q ).
neg(X) :- \+ mem(X, [a, b]).
disj(X) :- ( X = a ; p ).
soft(X) :- ( f(X) *-> r ; p ).
caught(X) :- catch(mem(X, [a, b]), _, true).
caught_error(X) :- catch(atom_length(X, _), error(E, _), (E = instantiation_error, r)).
meta(G) :- call(G).
meta2(G, X) :- call(G, X).
cut_in_call :- call((f(_), !)), r.
% Y is X+1 into a new variable is an instruction in SWI-Prolog, not a
% call; Y is X*2 is a call.
fresh_add(X, Z) :- Y is X+1, Z = Y.
fresh_mul(X, Z) :- Y is X*2, Z = Y.
tests(X, Y) :- var(Y), nonvar(X), atom(X), X == a, Y \== X.
unify(X) :- X = f(_), X = f(a).
uses_builtin(X) :- atom_length(X, _).

% Library predicates whose definitions have the same shape in both.
lib_calls(L) :- append(L, [x], L1), reverse(L1, L2), nth0(0, L2, _), last(L2, _), msort(L2, _).
inc(X, Y) :- Y is X+1.
lib_meta(L, S) :- maplist(inc, L, L1), foldl(plus, L1, 0, S).

% DCG rules called as predicates.
greeting --> [hello], name.
name --> [world].
name --> [prolog].

% A predicate changed at run time.
bump :- retract(counter(N)), N1 is N+1, assertz(counter(N1)).

case(facts, f(_), 5).
case(facts_1, f(_), 1).
case(facts_0, f(_), 0).
case(chain_1, p, 1).
case(chain_2, p, 2).
case(chain_3, p, 3).
case(chain_10, p, 10).
case(true_0, true, 0).
case(true_1, true, 1).
case(fail_0, fail, 0).
case(fail_1, fail, 1).
case(cut_0, !, 0).
case(conj_0, (true, true), 0).
case(conj_1, (r, r), 1).
case(conj_2, (r, r), 2).
case(conj_chain, (p, r), 5).
case(disj, (r ; p), 5).
case(disj_fail, (fail ; p), 5).
case(ite_goal, (r -> p ; r), 5).
case(neg_goal_0, \+ r, 0).
case(neg_goal_1, \+ r, 1).
case(neg_goal_2, \+ r, 2).
case(neg_fail, \+ fail, 5).
case(call_goal, call(p), 5).
case(call_call, call(call(r)), 5).
case(call_conj, call((r, r)), 5).
case(unify_goal_0, _ = a, 0).
case(unify_goal_1, _ = a, 1).
case(builtin_goal_0, atom_length(abc, _), 0).
case(builtin_goal_1, atom_length(abc, _), 1).
case(len_10, len([a,b,c], _), 10).
case(len_4, len([a,b,c], _), 4).
case(len_3, len([a,b,c], _), 3).
case(len_acc_4, len_acc([a,b,c], _), 4).
case(len_acc_5, len_acc([a,b,c], _), 5).
case(mem_1, mem(_, [a,b,c]), 1).
case(mem_2, mem(_, [a,b,c]), 2).
case(mem_3, mem(_, [a,b,c]), 3).
case(mem_4, mem(_, [a,b,c]), 4).
case(mem_check, mem(c, [a,b,c]), 10).
case(member_2, member(_, [a,b,c]), 2).
case(member_4, member(_, [a,b,c]), 4).
case(app_first, app([a], _, [a,b]), 3).
case(app_first_tight, app([a], _, [a,b]), 1).
case(nrev_5, nrev([a,b,c,d], _), 5).
case(nrev_6, nrev([a,b,c,d], _), 6).
case(nrev_20, nrev([a,b,c,d], _), 20).
case(nat_3, nat(_), 3).
case(nat_5, nat(_), 5).
case(loop, loop, 5).
case(loop_then_r, (loop ; r), 5).
case(r_then_loop, (r ; loop), 5).
case(r_loop_p, (r ; loop ; p), 5).
case(count_100, count(100), 200).
case(count_100_tight, count(100), 101).
case(count_deep, count(100000), 200000).
case(fib_6, fib(6, _), 10).
case(fib_6_tight, fib(6, _), 6).
case(hanoi_4, hanoi(4, a, b, c), 10).
case(hanoi_4_tight, hanoi(4, a, b, c), 5).
case(tree_size, tree_size(t(t(a, b), t(c, t(d, e))), _), 10).
case(tree_size_tight, tree_size(t(t(a, b), t(c, t(d, e))), _), 3).
case(leaf_count, leaf_count(n(n(a, b), n(_, n(c, d))), _), 10).
case(path, path(a, d), 10).
case(path_all, path(a, _), 4).
case(deep_retry, deep(_), 5).
case(deep_conj, (deep(_), r), 5).
case(fact_then_deep, (f(_), deep(_)), 5).
case(deep_tight, deep(_), 3).
case(ite_1, ite(1), 5).
case(ite_0, ite(0), 5).
case(ite_0_tight, ite(0), 2).
case(neg, neg(c), 5).
case(neg_tight, neg(c), 2).
case(disj_body, disj(_), 5).
case(soft, soft(_), 5).
case(caught, caught(_), 5).
case(caught_tight, caught(_), 2).
case(caught_error, caught_error(_), 5).
case(meta, meta(p), 5).
case(meta_conj, meta((r, r)), 5).
case(meta2, meta2(mem(_), [a, b]), 5).
case(cut_in_call, cut_in_call, 5).
case(fresh_add_1, fresh_add(2, _), 1).
case(fresh_add_error, fresh_add(a, _), 1).
case(fresh_mul_1, fresh_mul(2, _), 1).
case(fresh_mul_2, fresh_mul(2, _), 2).
case(tests_1, tests(a, _), 1).
case(unify_1, unify(_), 1).
case(uses_builtin_1, uses_builtin(abc), 1).
case(uses_builtin_2, uses_builtin(abc), 2).
case(lib_calls, lib_calls([a, b]), 10).
case(lib_calls_tight, lib_calls([a, b]), 4).
case(lib_meta, lib_meta([1, 2, 3], _), 10).
case(lib_meta_tight, lib_meta([1, 2, 3], _), 3).
case(between, between(1, 3, _), 2).
case(forall, forall(mem(X, [a, b]), f(X)), 5).
case(once, once(mem(_, [a, b])), 5).
case(dcg, greeting([hello, _], []), 5).
case(dcg_tight, greeting([hello, _], []), 1).
case(dynamic, bump, 5).
case(dynamic_tight, bump, 1).
case(undefined_below, no_such_predicate_here, 0).
case(undefined_caller_1, undefined_caller, 1).
case(undefined_caller_2, undefined_caller, 2).
case(throw, throw(oops), 5).
case(throw_deep, (p, throw(oops)), 5).
case(nested, call_with_depth_limit(p, 5, _), 5).
case(nested_outer_1, call_with_depth_limit(r, 1, _), 1).
case(nested_outer_2, call_with_depth_limit(r, 1, _), 2).
case(nested_inner_deeper, call_with_depth_limit(mem(_, [a,b,c]), 10, _), 3).
case(nested_inner_exceeded, call_with_depth_limit(len([a,b,c,d], _), 2, _), 10).
case(nested_loop, call_with_depth_limit(loop, 3, _), 10).
case(nested_neg, \+ call_with_depth_limit(p, 1, _), 2).
case(nested_in_body, (r, call_with_depth_limit(p, 3, _), r), 5).
case(cut_goal, (mem(_, [a,b,c]), !), 5).
case(limit_max, p, 9223372036854775807).
case(limit_big, p, 1180591620717411303424).
case(limit_neg_big, p, -1180591620717411303424).
case(limit_unbound, p, _).
case(limit_atom, p, a).
case(limit_float, p, 1.0).
case(limit_negative, p, -1).
case(goal_unbound, _, 5).
case(goal_number, 3, 5).
case(goal_bad_body, (r, 3), 5).

% A Result that does not unify leaves the rest of the goal to the limit
% in force before, as in SWI-Prolog.
bound_case(bound_result_2, mem(_, [a,b,c]), 5, 2).
bound_case(bound_result_1, mem(_, [a,b,c]), 5, 1).
bound_case(bound_result_atom, mem(_, [a,b,c]), 5, foo).
bound_case(bound_result_exceeded, mem(_, [a,b,c]), 10, depth_limit_exceeded).
bound_case(bound_loop_exceeded, loop, 3, depth_limit_exceeded).
bound_case(bound_loop_4, loop, 3, 4).
bound_case(bound_nested, call_with_depth_limit(mem(_, [a,b,c]), 5, 2), 10, 2).

script(restored_after_throw, R,
       ( catch(call_with_depth_limit(throw(x), 5, _), x, true),
         call_with_depth_limit(p, 5, R) )).
script(restored_after_deep_throw, R1-R2,
       ( catch(call_with_depth_limit((p, throw(x)), 2, R1), x, true),
         call_with_depth_limit(p, 5, R2) )).
script(inner_throw_caught_in_outer, R,
       call_with_depth_limit((catch(call_with_depth_limit(throw(x), 1, _), x, true), p), 5, R)).
script(restored_after_cut, X-R1-R2,
       ( once(call_with_depth_limit(mem(X, [a,b,c]), 5, R1)),
         call_with_depth_limit(p, 3, R2) )).
script(no_limit_after_call, R-N,
       ( call_with_depth_limit(r, 1, R), numlist(1, 500, L), len(L, N) )).
script(no_limit_after_backtracking, N,
       ( call_with_depth_limit(mem(_, [a, b]), 3, _), fail ; numlist(1, 500, L), len(L, N) )).
script(no_limit_after_uncaught, N,
       ( catch(run_uncaught, _, true), numlist(1, 500, L), len(L, N) )).
script(outer_sees_deeper_after_inner, R,
       call_with_depth_limit(( call_with_depth_limit(r, 1, _), p, fail ; r ), 10, R)).
script(iterative_deepening, D, reach_within(a, d, D)).
script(findall_results, Rs, findall(R, call_with_depth_limit(mem(_, [a,b,c]), 3, R), Rs)).
script(nondeterministic_exit, X-R,
       ( call_with_depth_limit(mem(X, [a,b,c]), 5, R), X == b )).
script(dynamic_edges, X-R,
       ( retractall(edge_d(_, _)), assertz(edge_d(a, b)), assertz(edge_d(b, c)),
         call_with_depth_limit(edge_d(X, c), 1, R) )).

% An exception out of two nested calls, caught outside both.
run_uncaught :-
    call_with_depth_limit(call_with_depth_limit((p, throw(out)), 3, _), 6, _).

run :-
    retractall(counter(_)),
    assertz(counter(0)),
    forall(case(Id, G, L), run_case(Id, G, L, _)),
    forall(bound_case(Id, G, L, R), run_case(Id, G, L, R)),
    forall(script(Id, T, G), run_script(Id, T, G)).

run_case(Id, G, L, R) :-
    catch(forall(solution(G, L, R, Det),
                 format("~w: ~q ~q ~w~n", [Id, G, R, Det])),
          E, print_error(Id, E)),
    format("~w: done~n", [Id]).

% solution(G, L, R, Det): a solution of call_with_depth_limit(G, L, R),
% and whether the call left no choicepoint.
solution(G, L, R, Det) :-
    setup_call_cleanup(true, call_with_depth_limit(G, L, R), Done = true),
    (   Done == true
    ->  Det = det
    ;   Det = nondet
    ).

run_script(Id, T, G) :-
    catch(forall(G, format("~w: ~q~n", [Id, T])), E, print_error(Id, E)),
    format("~w: done~n", [Id]).

print_error(Id, error(Formal, _)) :-
    !,
    format("~w: error ~q~n", [Id, Formal]).
print_error(Id, Ball) :-
    format("~w: ball ~q~n", [Id, Ball]).
