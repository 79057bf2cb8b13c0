% portray_clause/1,2 and listing/1,2 lay out long clauses as SWI-Prolog's
% library(listing) does: a goal or argument that would pass the right
% margin (78 columns) is wrapped, one argument a line under the first,
% a list one element a line between "[ " and "]"; operator terms and
% what starts at column 0 (facts, heads) stay on one line. listing/2
% takes the options source(Bool) and variable_names(How).
:- style_check(-singleton).
:- use_module(listing_wrap_mod/lwm).

c((h :- foo(aaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbb, cccccccccccccccccccccccccc, ddddddddddddddd))).
c((h :- foo(aaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbb, cccccccccccccccccccccccccc, dddddddddd))).
c((h :- foo(aaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbb, cccccccccccccccccccccccccc, ddddddddddd))).
c((g :- x, g([1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30]))).
c((g(X) :- member(X, [alpha, beta, gamma, delta, epsilon, zeta, eta, theta, iota, kappa, lambda|T]), q(T))).
c(fact(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, ccccccccccccccccccccccccccccccc)).
c(fact([aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, ccccccccccccccccccccccccccccccc])).
c((long_head(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, ccccccccccccccccccc) :- true)).
c((long_head(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, ccccccccccccccccccc) :- b)).
c((n :- outer(inner(aaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbb), inner2(cccccccccccccccccccccccccc, dddddddddddddddddddd), e))).
c((n2 :- outer(inner(aaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb), e))).
c((s :- format("a rather long format string that goes on and on and on ~w~n", [some_argument_here]))).
c((s :- atom_length('an atom with spaces that is rather long indeed, longer than the margin', _))).
c((op :- X = aaaaaaaaaaaaaaaaaaaaaaa + bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb * ccccccccccccccccccccccccccccccccc)).
c((op :- X is foo(aaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, ccccccccccccccccccccccccccccccccc))).
c((ite(X) :- ( X > 0 -> long_goal_name(aaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbb, cccccccccccccccccc) ; other_goal(X, dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd, e) ))).
c((dis(X) :- ( a(X) ; b(X, [aaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbb, cccccccccccccccccc, ddddddddddd]) ; c ))).
c((neg(X) :- \+ long_goal_name(X, aaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbb, cccccccccccccccccc))).
c((neg2(X) :- \+ ( a(X), long_goal_name(X, aaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbb, cccccccccccccccc) ))).
c((meta(X, L) :- findall(X-Y, ( member(X, [aaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbb]), p(X, Y) ), L))).
c((meta2(L) :- findall(X, long_goal_name(X, aaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbb, ccccccccc), L))).
c((meta3 :- forall(member(X, [1,2,3]), ( X > 1 -> writeln(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa) ; true )))).
c((dcg --> [aaaaaaaaaaaaaaaaaa], long_nonterminal(bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb), { x })).
c((v(A, B, C) :- long_goal_name(A, B, C, aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbb, C, A))).
c((v2(A, B) :- p(f(A, B, aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, g(bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, A)), q))).
c((curly :- {a, b})).
c({a, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb}).
c((a ; b)).
c((a , b)).
c((:- dynamic(foo/1))).
c((:- initialization(main_goal_with_long_name(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbb)))).
c((short :- f(a, b))).
c((m :- mod:(a, b))).
c((m2 :- mod:long_goal_name(aaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbb, cccccccccccccccccc, dddddd))).
c((lst :- p([f(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb), g(c)]))).
c((xx :- p('$VAR'(1), '$VAR'('Foo'), aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa))).
c((t(X, Y) :- ( X == a -> ( Y == b -> r(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, X) ; s ) ; t ))).
c((ifthen :- ( a -> ( b ; c ) ))).
c((ifthen2 :- ( a -> ( b -> c ) ))).
c((soft :- ( a *-> b ; c ))).
c((sq :- "a string", `codes`, 0'a, 1.5e10, -3, - 3, -(3), -(-(3)), 1 - -1, a- (-1), [a|b], 'Hello'(x), [] , '[]', {})).
c((a :- foo((x ; y), bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb))).
c((a :- call((x ; y)), call(p, aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, b))).
c((a :- findall(X, (p(X) -> q ; r), L), forall(member(Y, L), (Y > 1, write(Y))))).
c((a :- \+ (b ; c), \+ \+ d, \+ (e -> f ; g))).
c((a :- catch(long_goal_name(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbb), error(E, _), (print_message(error, E), fail)))).
c((a :- ( b -> c ; d -> e ; f ), ( g *-> h ), ( i ; j ; k ))).
c((a :- (b, c ; d), (e ; f, g))).
c((a :- x(f(g(h(i(j(k(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb))))))))).
c((a :- x([[aaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbb], [cccccccccccccccccccccccccc, dddddddddddddddddddddd, eeeeeeeeeee]]))).
c((a :- x("a very long string that certainly goes beyond the right margin of seventy-eight", y))).
c((a :- x('quoted atom', 'another quoted atom with spaces', 'yet another one, longer', "str", 0'a, z))).
c((a :- x({aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb}, c))).
c((a :- x(- 1, -(1), 1 - 2, -(-(1)), -(a), \+a, [-], (:-), f(;), (a:-b), (a,b), 'X', x(A, B, A, _C)))).
c((a :- x(aaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb + ccccccccccccccccccccc, ddddd))).
c((a :- X = f(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb))).
c((a(A,B,C,D,E,F,G,H,I,J,K,L,M,N,O,P,Q,R,S,T,U,V,W,X,Y,Z,A1,B1) :- p(A,B,C,D,E,F,G,H,I,J,K,L,M,N,O,P,Q,R,S,T,U,V,W,X,Y,Z,A1,B1))).
c((a(K, L) :- p(K, L, K, L, K, L, K, L, K, L, K, L, K, L, K, L, K, L, K, L, K, L, K, L, K, L, K))).
c((a(A,B,C,D,E,F,G,H,I,J,K) :- p(A,B,C,D,E,F,G,H,I,J,K, aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, K, K, J, J, I, I, H, H, G, G, F, F, E, E, D, D, C, C, B, B, A, A))).
c((a :- b, c ; d)).
c((a --> b, {c, d}, [e], "f", \+ g, !)).
c((a => b, c)).
c((a, b => c)).
c((:- use_module(library(lists), [append/3, member/2, aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/1, bbbbbbbbbbbbbbbbbbbbbbbbbbbb/2]))).
c((a :- [x, y])).
c((a :- m:(b ; c))).
c((a :- m:b)).
c((a :- X)).
c((a :- call(X), call(X, aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa))).
c((a :- maplist([X]>>(X > 1, write(X)), [1,2]))).
c((a :- setof(X-Y, Z^(p(X, Z), q(Z, Y)), L))).
c((a :- format("~w ~w~n", [aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbb]))).
c(f(aaaaaaaaaaaaaaaaaaaa, [bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, ccccccccccccccccccccccccc, ddddddddddddddddddddddd])).
c((a :- x(f(a), 'hello world'(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb)))).
c((a :- x([aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb|cccccccccccccccc]))).
c((a :- x(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbb), y(1))).
c((a :- xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx(a, bbbbbbbbbbb))).
c((a :- xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx(a, b))).
c((a :- x(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, b))).
c((a :- x(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, b))).
c((a :- ( b -> x(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, b) ; c))).
c((a :- ( b -> x(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, b) ; c))).
c((a :- x(A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V, W), y(A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V, W))).
c((a :- x(:-), y(-), b = (:-), [:-|-], -)).
c((:-)).
c(- - - (:-)).

% Clauses listed by listing/1,2, with their source variable names.
lw_p(X, Y) :- long_goal_name(X, Y, aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbb, Y).
lw_greeting --> [hello], long_nonterminal_name(aaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb), !.
:- dynamic lw_d/1.
lw_d(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa).
lw_d(X) :- X = f(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb), q(X).
lw_ite(Input, Output) :- ( Input > 0 -> transform_the_input(Input, Intermediate, [option_one, option_two, option_three]), Output = Intermediate ; Output = Input ).
lw_list([First|Rest], Total) :- sum_of_the_list(Rest, [First, second_element, third_element, fourth_element, fifth], Total).

lw_s1(X) :-            % trailing comment
    X = "a. b",     /* block */
    Y = 'q.\'x',
    Z = 0'.,
    W =.. [f, X].
lw_s1(2). lw_s1(3).   lw_s1(4).
/* comment
   between */
lw_s1(5) :- a_b.

:- dynamic lw_s2/1.
lw_s2(1).

lw_s2(2).
lw_s3 --> [a], "b.c", lw_s3.

lw_s3 --> [].

lw_e(G) :-
    catch(G, error(E, _), (print(E), nl)).

main :-
    forall(c(C), portray_clause(C)),
    write(xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx),
    portray_clause((h :- foo(aaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbb))),
    write(yyy),
    portray_clause(foo(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb)),
    portray_clause(user_output, (h :- foo(aaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbb, cccccccccccccccccccccccccc, ddddddddddddddd))),
    portray_clause((:- module(mmm, [aaaaaaaaaaaaaa/1, bbbbbbbbbbbbbbbbbbbbb/2, ccccccccccccccccccccccccccc/3, ddddddddddddd/4]))),
    portray_clause((:- module(mmm, [a/1]))),
    numlist(1, 40, L),
    portray_clause((big :- q(L))),
    listing(lw_p/2),
    listing(lw_greeting//0),
    listing(lw_d/1),
    listing([lw_ite/2, lw_list/2]),
    listing(lw_ite/2, [variable_names(generated)]),
    listing(lw_p/2, [variable_names(source), foo(bar), 1]),
    listing(lw_p/2, [source(true)]),
    listing(lw_p/2, [source=true]),
    listing(lw_p/2, [source(false), source(true)]),
    listing(lw_d/1, [source(true)]),
    listing(lw_s1/1, [source(true)]),
    listing(lw_s3//0, [source(true)]),
    assertz(lw_s2(3)),
    assertz(lw_s2(4)),
    listing([lw_s1/1, lw_s2/1], [source(true)]),
    lw_e(listing(lw_p/2, bad)),
    lw_e(listing(lw_p/2, [source(true)|bad])),
    lw_e(listing(lw_s2/1, [a|_])),
    lw_e(listing(lw_nope/1, bad)),
    listing(lwm_p/2),
    listing(lwm:lwm_p/2),
    write(abc),
    listing(lwm_p/2).
