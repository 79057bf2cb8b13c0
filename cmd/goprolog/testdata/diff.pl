% Differential tests: goprolog and SWI-Prolog consult this file and run
% main/0; their outputs must be identical line for line. Each t(Goal,
% Template) prints the list of all solutions' Template, or the formal part
% of the error Goal raises.
:- set_prolog_flag(double_quotes, codes).

% Control
simp_univ(E, S) :- compound(E), E =.. [Op|As], !, maplist(simp_univ, As, Ss), S =.. [Op|Ss].
simp_univ(E, E).
t(true, yes).
t(fail, yes).
t((member(X, [1,2,3]), X > 1), X).
t((member(X, [1,2,3]), !), X).
t((X = 1 ; X = 2), X).
t((member(X, [1,2,3]) -> Y = X ; Y = none), Y).
t((fail -> Y = a ; Y = b), Y).
t((member(X, [1,2,3]) *-> Y = X ; Y = none), Y).
t((fail *-> Y = a ; Y = b), Y).
t(\+ member(4, [1,2,3]), yes).
t(call((member(X, [a,b]), !)), X).
t((G = (X = 1 ; X = 2), call(G)), X).
t(call(member, X, [p,q]), X).
t(catch(throw(my), B, true), B).
t(catch(atom_length(_, _), error(E, _), true), E).
t(catch((member(X, [1,2]), X > 1, throw(found(X))), found(Y), true), Y).
t(findall(X-Y, (member(X, [1,2]), member(Y, [a,b])), L), L).
t(findall(X, fail, L), L).
t(bagof(X, member(X, [c,a,b]), L), L).
t(bagof(X, member(X, []), L), L).
t(bagof(X-Y, member(X-Y, [1-a, 2-b, 1-c]), L), L).
t(bagof(X, member(X-Y, [1-a, 2-b, 3-a]), L), Y-L).
t(bagof(X, Y^member(X-Y, [1-a, 2-b, 3-a]), L), L).
t(setof(X, member(X, [c,a,b,a]), L), L).
t(setof(X-Y, member(X-Y, [2-a, 1-b, 1-a]), L), L).
t(aggregate_all(count, member(_, [a,b,c]), N), N).
t(aggregate_all(sum(X), member(X, [1,2,3]), N), N).
t(aggregate_all(max(X), member(X, [1,3,2]), N), N).
t(forall(member(X, [1,2,3]), X > 0), yes).
t(forall(member(X, [1,2,3]), X > 1), yes).
t(between(1, 4, X), X).
t(between(3, 1, X), X).
t(once(member(X, [a,b])), X).
t(ignore(fail), yes).
t(not(true), yes).
% catch/3 in clause bodies (compiled in line: cuts local to the goal,
% re-entry by backtracking, an exited catch no longer catching)
cb_nondet(X) :- catch(member(X, [1,2,3]), _, true).
cb_cut(X) :- catch((member(X, [1,2,3]), !), _, true).
cb_throw(R) :- catch((member(X, [1,2,3]), X > 1, throw(f(X))), f(Y), R = caught(Y)).
cb_nested(R) :- catch(catch(throw(a), b, R = inner), a, R = outer).
cb_malformed(R) :- catch((fail, 1), error(E, _), R = E).
cb_exited(R) :- catch((catch(member(X, [1,2]), E, R = inner(E)), X > 1, throw(late(X))), E2, R = outer(E2)).
cb_cut_after(X) :- catch(member(X, [1,2,3]), _, true), !.
cb_var(G, X) :- catch(G, X, true).
cb_not(R) :- ( \+ catch((!, fail), _, true) -> R = no ; R = yes ).
t(cb_nondet(X), X).
t(cb_cut(X), X).
t(cb_throw(R), R).
t(cb_nested(R), R).
t(cb_malformed(R), R).
t(cb_exited(R), R).
t(cb_cut_after(X), X).
t(cb_var(throw(z), X), X).
t(cb_var(member(X, [a,b]), _), X).
t(cb_not(R), R).
t(\+ (!, fail), yes).
t(((X = 1 ; X = 2), \+ (!, fail)), X).

% Clauses whose bodies begin with arithmetic guards (decided during clause
% selection), with and without a cut after them
g_sign(X, R) :- X > 0, !, R = pos.
g_sign(X, R) :- X < 0, !, R = neg.
g_sign(_, zero).
g_two(X, Y, R) :- X =< Y, Y < 10, R = small.
g_two(X, Y, R) :- X > Y, R = big.
g_two(_, _, any).
t(g_sign(3, R), R).
t(g_sign(-3, R), R).
t(g_sign(0, R), R).
t(g_sign(1.5, R), R).
t(g_sign(a, R), R).
t(g_sign(_, R), R).
t(g_sign(2+3, R), R).
g_mixed(X, Y, R) :- X > 0, Y > 0, !, R = both.
g_mixed(_, _, neither).
t(g_mixed(1, 1.5, R), R).
t(g_mixed(1, -1.5, R), R).
t((statistics(inferences, I0), g_mixed(1, 1.5, _), g_mixed(1, 2, _), g_mixed(-1, 2, _), g_mixed(1, -2.5, _), statistics(inferences, I1), D is I1 - I0), D).
t(g_two(1, 2, R), R).
t(g_two(3, 2, R), R).
t(g_two(1, 20, R), R).
t(g_two(1, _, R), R).
t((statistics(inferences, I0), g_sign(5, _), g_sign(-5, _), g_sign(0, _), statistics(inferences, I1), D is I1 - I0), D).

% If-then-else on an arithmetic comparison (decided without a choicepoint
% on integers): values, floats, errors, nesting, cuts and inference counts
ite_cls(X, R) :- ( X < 3 -> R = small ; X =:= 3 -> R = three ; R = big ).
ite_part([], _, [], []).
ite_part([X|Xs], P, L, G) :- ( X =< P -> L = [X|L1], ite_part(Xs, P, L1, G) ; G = [X|G1], ite_part(Xs, P, L, G1) ).
ite_cut(X, R) :- member(X, [1, 5, 2]), ( X > 1 -> !, R = cut ; R = nocut ).
ite_then(X, R) :- ( X > 0 -> member(R, [a, b]) ; R = none ).
t(ite_cls(1, R), R).
t(ite_cls(3, R), R).
t(ite_cls(7, R), R).
t(ite_cls(2.5, R), R).
t(ite_cls(3.0, R), R).
t(ite_cls(foo, R), R).
t(ite_cls(_, R), R).
t(ite_cls(1+2, R), R).
t(ite_cls(9223372036854775807+1, R), R).
t(ite_part([3, 1, 4, 1, 5, 9, 2.5, 6], 3, L, G), L-G).
t(ite_cut(X, R), X-R).
t(ite_then(1, R), R).
t(ite_then(0, R), R).
t(( 1 < 2 -> X = y ), X).
t(( 2 < 1 -> X = y ), X).
t(( 2 < 1 *-> X = y ; X = n ), X).
t((statistics(inferences, I0), ite_cls(1, _), ite_cls(3, _), ite_cls(7, _), ite_cls(2.5, _), statistics(inferences, I1), D is I1 - I0), D).
t((statistics(inferences, I0), ite_part([3, 1, 4, 1, 5, 9, 2, 6], 3, _, _), statistics(inferences, I1), D is I1 - I0), D).
% Variables used only inside one branch are created there; shared ones
% before the construct
lv_then(X, R) :- ( X > 0 -> Y = pos, R = Y ; R = neg ).
lv_after(X, R) :- ( X = a, Y = 1 ; X = b, Y = 2 ), R = Y.
lv_cond(X, R) :- ( member(Y, [1, 2, 3]), Y > X -> R = Y ; R = none ).
lv_both(X, R) :- ( X = f(Y), Y > 0 -> R = Y ; Y = 0, R = Y ).
lv_not(R) :- \+ \+ Y = 1, ( var(Y) -> R = unbound ; R = bound ).
lv_retry(L) :- findall(Z, (member(X, [1, 2]), ( Y = X, Z = Y ; Z = none )), L).
lv_soft(L) :- findall(R, ( member(Y, [1, 2]) *-> R = Y ; R = none ), L).
lv_nested(X, R) :- ( X > 0 -> ( X > 5 -> Y = big ; Y = small ), R = Y ; R = neg ).
lv_catch(R) :- catch(( Y = 1, throw(e) ), e, true), ( var(Y) -> R = unbound ; R = Y ).
t(lv_then(1, R), R).
t(lv_then(-1, R), R).
t(lv_after(b, R), R).
t(lv_cond(1, R), R).
t(lv_cond(5, R), R).
t(lv_both(f(3), R), R).
t(lv_both(g, R), R).
t(lv_not(R), R).
t(lv_retry(L), L).
t(lv_soft(L), L).
t(lv_nested(7, R), R).
t(lv_nested(2, R), R).
t(lv_nested(-2, R), R).
t(lv_catch(R), R).

% If-then-else on a pure test (called without the condition's choicepoint)
tt(X, R) :- ( var(X) -> R = var ; atom(X) -> R = atom ; X == 1 -> R = one ; is_list(X) -> R = list ; X @< f(a) -> R = small ; R = other ).
tt_ground(X, R) :- ( ground(X) -> R = ground ; R = open ).
t(tt(_, R), R).
t(tt(a, R), R).
t(tt(1, R), R).
t(tt([1], R), R).
t(tt(2, R), R).
t(tt(g(b), R), R).
t(tt_ground(f(a), R), R).
t(tt_ground(f(_), R), R).
t((statistics(inferences, I0), tt(_, _), tt(a, _), tt([x], _), tt(g(b), _), tt_ground(f(_), _), statistics(inferences, I1), D is I1 - I0), D).

% Backtracking into an alternative after a counted call failed counts an
% inference (SWI-Prolog's redo of the clause); after an inline test, not
red_or(X) :- ( X > 0 ; X > 1 ; true ).
red_eq(X) :- ( X == a ; true ).
red_not(X) :- \+ X > 1.
red_deep(X) :- ( red_q(X) -> true ; true ).
red_q(X) :- red_r(X).
red_r(1).
red_mixed(X) :- ( X > 0, X == a -> true ; true ).
t((statistics(inferences, I0), red_or(-1), statistics(inferences, I1), D is I1 - I0), D).
t((statistics(inferences, I0), red_eq(b), statistics(inferences, I1), D is I1 - I0), D).
t((statistics(inferences, I0), red_not(0), statistics(inferences, I1), D is I1 - I0), D).
t((statistics(inferences, I0), red_deep(2), statistics(inferences, I1), D is I1 - I0), D).
t((statistics(inferences, I0), red_mixed(1), statistics(inferences, I1), D is I1 - I0), D).

% Unification and comparison
t(f(X, b) = f(a, Y), X-Y).
t(f(X, X) = f(a, b), yes).
t(a \= b, yes).
t(compare(O, 1, 1.0), O).
t(compare(O, a, "a"), O).
t(compare(O, f(a), g), O).
t(compare(O, f(a, b), g(a)), O).
t(msort([b, 2, a, 1.0, f(x), "s", Z, 1], L), L-Z).
t(sort([c, a, b, a], L), L).
t(sort(0, @>=, [1, 3, 2, 3], L), L).
t(sort(1, @<, [f(2, a), f(1, b), f(2, c)], L), L).
t(keysort([b-1, a-2, b-0, a-1], L), L).
t(predsort([O, A, B]>>compare(O, A, B), [c, a, b], L), L).
t(X == X, yes).
t(f(_) @< f(a), yes).
t(unify_with_occurs_check(X, f(X)), yes).
t(f(A, B) =@= f(C, D), yes).
% Head unification: pairs as whole arguments know their new variables at
% compile time, variables met first inside other compounds by an empty
% slot; clauses tried one after another reuse one environment.
hd([X|Y], X, Y).
hd(f(X, [Y|Z]), Y, Z-X).
hd([X|X], X, x).
hd(g(Y), [Y|T], T).
hd([A|B], f(A), [B|A]).
hd(h([P|Q], P), [Q|P], R) :- R = Q.
hd(k(U, V), [U|V], [V|U]).
t(hd(A, B, C), A-B-C).
t(hd([1|2], B, C), B-C).
t(hd([a|a], B, C), B-C).
t(hd(f(x, [y|z]), B, C), B-C).
t(hd(g(1), [1|t], C), C).
t(hd(g(1), [2|t], C), C).
t(hd([p|q], f(p), C), C).
t(hd([p|q], f(r), C), C).
t(hd(h([1|2], 1), [2|1], R), R).
t(hd(h([1|2], 3), B, R), B-R).
t(hd(k(1, 2), B, C), B-C).
t(hd(A, [1|2], C), A-C).
t(hd(A, B, [2|1]), A-B).
% =.. with a list written out in the clause runs in line.
uv_dec(T, F, A, B) :- T =.. [F, A, B].
uv_fresh(F, A, T) :- X =.. [F, A], T = X.
uv_same(T) :- T =.. [_, X, X].
uv_const(T) :- T =.. [g, a].
uv_build(T, Y) :- T =.. [h, f(Y), [Y]].
uv_one(T, X) :- T =.. [X].
uv_count(T) :- T =.. [_, _], T =.. [_, _].
t(uv_dec(f(1, 2), F, A, B), F-A-B).
t(uv_dec(f(1), F, A, B), F-A-B).
t(uv_dec(a, F, A, B), F-A-B).
t(uv_dec(T, g, 1, Z), T-Z).
t(uv_dec(T, F, 1, 2), T).
t(uv_dec(T, 1, 2, 3), T).
t(uv_dec(T, f(x), 2, 3), T).
t(uv_dec(T, '[|]', 1, []), T).
t(uv_dec(T, [], 1, 2), T).
t(uv_dec(f(X, Y), f, 1, 2), X-Y).
t(uv_dec(f(X, Y), g, 1, 2), X-Y).
t(uv_dec("ab", F, A, B), F-A-B).
t(uv_fresh(k, 1, T), T).
t(uv_fresh(K, 1, T), K-T).
t(uv_fresh(1, 1, T), T).
t(uv_same(f(a, a)), yes).
t(uv_same(f(a, b)), yes).
t(uv_same(T), T).
t(uv_const(T), T).
t(uv_const(g(X)), X).
t(uv_const(g(b)), yes).
t(uv_build(T, 7), T).
t(uv_build(h(f(1), [Y]), Z), Y-Z).
t(uv_build(h(f(1), [2]), Z), Z).
t(uv_one(T, a), T).
t(uv_one(T, 3.5), T).
t(uv_one(T, X), T-X).
t(uv_one(T, f(a)), T).
t(uv_one(abc, X), X).
t(uv_one(f(a), X), X).
t((statistics(inferences, I0), uv_count(f(a)), statistics(inferences, I1), D is I1 - I0), D).
t((statistics(inferences, I0), \+ uv_count(f(a, b)), statistics(inferences, I1), D is I1 - I0), D).

% Type tests
t(atom(foo), yes).
t(atom([]), yes).
t(atom("s"), yes).
t(atomic("s"), yes).
t(number(1.0), yes).
t(integer(1.0), yes).
t(callable(foo(1)), yes).
t(is_list([a|_]), yes).
t(ground(f(a, _)), yes).
t(compound(a), yes).
% Arithmetic
t(X is 7 // 2, X).
t(X is -7 // 2, X).
t(X is 7 mod -2, X).
t(X is -7 rem 2, X).
t(X is 7 / 2, X).
t(X is 8 / 2, X).
t(X is 2 ** 10, X).
t(X is 2 ^ 100, X).
t(X is 2.0 ** 3, X).
t(X is max(3, 4.0), X).
t(X is abs(-3), X).
t(X is sign(-2.5), X).
t(X is min(2, 2.0), X).
t(X is truncate(3.7), X).
t(X is round(-2.5), X).
t(X is ceiling(2.1), X).
t(X is floor(-2.1), X).
t(X is 9007199254740993 + 1, X).
t(X is 9223372036854775807 + 1, X).
t(X is -(-9223372036854775808), X).
t(X is gcd(12, 18), X).
t(X is msb(1000), X).
t(X is 5 xor 3, X).
t(X is \ 5, X).
t(X is 1 << 70, X).
t(X is sqrt(16), X).
t(X is pi, X).
t(X is e, X).
t(X is atan2(1, 1), X).
t(X is 10 / 4.0, X).
t(X is 1.0e10, X).
t(X is 1.5e-7 * 2, X).
t(X is 0.1 + 0.2, X).
t(X is "a" + 0, X).
t(X is 1 / 0, X).
t(X is 1.0 / 0, X).
t(X is foo + 1, X).
t(X is _ + 1, X).
t(X is 2 ** -1, X).
t(X is 2 ^ -1, X).
t(1 =:= 1.0, yes).
t(1 < 2.5, yes).
t(succ(X, 4), X).
t(succ(3, X), X).
t(succ(X, 0), X).
t(plus(2, X, 5), X).
% Products and sums at the int64 edge, in a clause (compiled) and as a goal.
ar_edge(E, X) :- A = 1, X is E*A.
t(ar_edge(3037000499*3037000499, X), X).
t(ar_edge(4611686018427387904*2, X), X).
t(ar_edge(-4611686018427387904*2, X), X).
t(ar_edge(4611686018427387903*2, X), X).
t(ar_edge(-3037000500*3037000500, X), X).
t(X is 3**39, X).
t(X is 3**40, X).
t(X is 9223372036854775807-(-1), X).

% Terms
t(functor(f(a, b), N, A), N/A).
t(functor(T, f, 2), T).
t(functor(T, f, 0), T).
t(functor(T, 1.5, 0), T).
t(arg(N, f(a, b), X), N-X).
t(f(a, b) =.. L, L).
t(T =.. [g, 1, 2], T).
t(T =.. [foo], T).
t(f(a) =.. foo, yes).
t(f(a) =.. [f, a|foo], yes).
t(a =.. [a|foo], yes).
t(f(a) =.. [g|_], yes).
t(f(a) =.. [f, a, b], yes).
t(f(a) =.. [f], yes).
t(f(a, b) =.. [F|T], F-T).
t(f(a, b) =.. [F, X|T], F-X-T).
t(f(a, b) =.. [f, b|_], yes).
t(1 =.. [X], X).
t(T =.. [f, a|_], T).
t(T =.. [f, a|foo], T).
t(T =.. [F, a], T-F).
t(T =.. [f, a, B], T-B).
t((L = [f|L], f(a) =.. L), yes).
t((L = [f, a|L], f(a) =.. L), yes).
t((simp_univ(f(g(x), 1), R)), R).
t(copy_term(f(X, Y, X), C), C).
t(term_variables(f(X, g(Y, X), _Z), Vs), Vs).
t((T = f(a, b), setarg(1, T, c)), T).
t(numbervars(f(X, Y), 0, E), E).
% Atoms and strings
t(atom_codes(abc, L), L).
t(atom_chars(X, [a, b]), X).
t(atom_length('hello world', N), N).
t(atom_length(123, N), N).
t(atom_concat(X, Y, abc), X+Y).
t(atom_concat(abc, X, abcdef), X).
t(sub_atom(abcab, B, 2, A, Sub), B-A-Sub).
t(sub_atom(abcab, B, L, A, ab), B-L-A).
t(char_code(C, 0'a), C).
t(number_codes(X, " 42"), X).
t(number_codes(X, "3x"), X).
t(atom_number('3.14', X), X).
t(atom_number(foo, X), X).
t(atom_string(A, "xyz"), A).
t(upcase_atom('héllo', X), X).
t(atomic_list_concat([a, b, c], '-', X), X).
t(atomic_list_concat(L, '-', 'a-b-c'), L).
t(split_string("a,b,,c", ",", "", L), L).
t(string_concat(S1, S2, "ab"), S1+S2).
t(sub_string("hello", 1, 3, _, S), S).
t(string_chars(S, [h, i]), S).
t(term_to_atom(f(X, 'A b', "s"), A), A).
t(term_to_atom(T, 'foo(X, Y, X)'), T).
t(char_type(a, alpha), yes).
t(code_type(0'1, digit(W)), W).
% Lists
t(append(X, Y, [1, 2]), X+Y).
t(append([1], [2], L), L).
t(length(L, 2), L).
t(length([a, b|T], 3), T).
t(nth0(1, [a, b, c], X), X).
t(nth1(I, [a, b, c], c), I).
t(last([1, 2, 3], X), X).
t(reverse([1, 2, 3], L), L).
t(msort([3, 1, 2, 1], L), L).
t(permutation([1, 2, 3], P), P).
t(select(b, [a, b, c], L), L).
t(select(X, [a, b], L), X-L).
t(subtract([1, 2, 3, 4], [2, 4], L), L).
t(delete([a, b, a, c], a, L), L).
t(delete([f(1), g(2), f(3)], f(_), L), L).
t(exclude([X]>>(X > 2), [1, 2, 3, 4], L), L).
t(include([X]>>(X > 2), [1, 2, 3, 4], L), L).
t(partition([X]>>(X < 3), [1, 2, 3, 4], I, E), I-E).
t(maplist([X, Y]>>(Y is X * 2), [1, 2, 3], L), L).
t(foldl([X, A0, A]>>(A is A0 + X), [1, 2, 3], 0, S), S).
t(sum_list([1, 2, 3.5], S), S).
t(max_list([1, 5, 3], M), M).
t(min_list([4, 2, 3], M), M).
t(numlist(1, 5, L), L).
t(list_to_set([a, b, a, c, b], L), L).
t(memberchk(X, [a, b]), X).
t(exclude([X]>>memberchk(X, [a]), [a, b, a, c], L), L).
t(last([], X), X).
t(sumlist([], S), S).
t(max_member(M, [3, 1, 4]), M).
t(flatten([1, [2, [3, 4]], 5], L), L).
% Database
t((assertz(counter(1)), retract(counter(X))), X).
t((assertz(q(1)), assertz(q(2)), asserta(q(0)), findall(X, q(X), L)), L).
t((assertz(r(1)), assertz(r(2)), retract(r(1)), findall(X, r(X), L)), L).
t((assertz(s(1, a)), assertz(s(2, b)), retractall(s(1, _)), findall(X-Y, s(X, Y), L)), L).
t(clause(fact(X), B), X-B).
t(clause(rule(X), B), X-B).
t(predicate_property(fact(_), number_of_clauses(N)), N).
t(predicate_property(append(_, _, _), defined), yes).
t(current_predicate(myrule/A), A).
t(assertz(foo :- 1), yes).
t(assertz((foo :- X)), yes).
t(atom_length(abc, foo), yes).
t(asserta(atom_length(a, 1)), yes).
t(undefined_predicate_xyz, yes).
% Flags and operators
t(current_prolog_flag(bounded, X), X).
t(current_op(P, T, mod), P-T).
t((op(700, xfx, ===>), X = (a ===> b), X =.. L), L).
% Output
t(with_output_to(atom(A), (write(f(x, 'Y', "s", [a|b])), write(' '), writeq(f('A', 'b c', [], '[]', {x}, -(1), - 1, 1-(-1), a=b)))), A).
t(with_output_to(atom(A), print(f(-(-(1))))), A).
t(with_output_to(atom(A), write_canonical(f(X, Y, X, "s"))), A).
t(with_output_to(atom(A), write_term(f(X, 'a b', [1,2]), [quoted(true), max_depth(2)])), A).
t(format(atom(A), "~w ~q ~a ~d ~2f ~e ~s ~c", [f(x), 'A', b, 42, 3.14159, 1.0, "str", 65]), A).
t(format(atom(A), "~t~w~10||~a~t~10+|", [right, left]), A).
t(format(atom(A), "~D ~`-t~30|", [1234567]), A).
t(format(atom(A), "~p ~i~w", [a, b, c]), A).
t(format(atom(A), "~r", [10]), A).
t(format(atom(A), "~8r ~16r ~8R", [255, 255, 255]), A).
t(format(atom(A), "~a", []), A).
% Special atoms and operators in answers
t(X = 'hello world', X).
t(X = [], X).
t(X = '{}', X).
t(X = (a :- b, c ; d -> e), X).
t(X = (- (1)), X).
t(X = (- a), X).
t(X = (\+ a), X).
t(X = f(;, '|', '[]', {}), X).
t(X = "codes", X).

% Numbers at the boundaries, in consulted clauses: integers around the
% small-integer range of a cell (2^60) and int64, and the floats whose
% identity is not their value (-0.0, NaN).
bound(1152921504606846975).
bound(1152921504606846976).
bound(-1152921504606846976).
bound(-1152921504606846977).
bound(9223372036854775807).
bound(-9223372036854775808).
bound(9223372036854775808).
bound(0.0).
bound(-0.0).
same_in_clause :- X = 1152921504606846976, X = 1152921504606846976.
same_in_head(1152921504606846976).
same_max_in_head(9223372036854775807).
zero_pair(X, Y) :- X = 0.0, Y = -0.0.
nan_self(X) :- X is nan, Y is nan, X = Y.
t(same_in_clause, yes).
t(same_in_head(1152921504606846976), yes).
t(same_max_in_head(9223372036854775807), yes).
t(same_max_in_head(9223372036854775806), yes).
t(bound(1152921504606846976), yes).
t(bound(-9223372036854775808), yes).
t(bound(-0.0), yes).
t(bound(X), X).
t((bound(X), integer(X)), X).
t((bound(X), bound(Y), X == Y), X).
t((zero_pair(X, Y), X = Y), yes).
t((zero_pair(X, Y), compare(O, X, Y)), O).
t((bound(X), bound(Y), compare(<, X, Y)), X-Y).
t((findall(X, bound(X), L), msort(L, S)), S).
t((findall(X, bound(X), L), sort(L, S)), S).
t((nan_self(X), X == X), yes).
t((bound(X), Y is X + 1), Y).
t((bound(X), Y is X * 2), Y).

fact(1).
fact(2).
rule(X) :- fact(X), X > 1.
myrule(X) :- rule(X).

main :-
    forall(t(G, T), run(G, T)).

run(G, T) :-
    \+ \+ ( numbervars(G, 0, _), writeq(G), write(' => ') ),
    copy_term(G-T, G1-T1),
    catch(( findall(T1, G1, L), writeq(L) ),
          Error,
          print_error(Error)),
    nl.

print_error(error(E, _)) :- !,
    writeq(error(E)).
print_error(E) :-
    writeq(ball(E)).
