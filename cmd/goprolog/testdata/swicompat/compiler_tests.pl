% args: -q -t halt {}
% Tests whose answer swipl's compiler knows: a type test of a variable at
% its first occurrence, ==/2 and \==/2 of such a variable and another
% variable, or of a variable the clause holds once and any term; in the
% order the compiler meets them (each branch from what was known before
% it), after the warnings about variables in the same block; not inside
% meta-calls, not for directives, not silenced by style_check(-singleton).
% A variable first met once under \+ is a singleton there, whatever
% follows.
ca1 :- var(X), X = 1.
ca2 :- nonvar(X), X = 1.
ca3 :- atom(X), X = 1.
ca4(X) :- var(X).
ca5 :- X = Y, var(X), Y = 1.
ca6 :- X == Y, X = Y.
ca7 :- X == a, X = 1.
ca8 :- X \== a, X = 1.
ca9 :- X == X.
ca10 :- X \== X.
ca11 :- ( var(X) ; true ), X = 1.
ca12 :- \+ var(X), X = 1.
ca13 :- findall(X, var(X), _).
ca14 :- number(X), X = 1.
ca15 :- is_list(X), X = 1.
ca16 :- callable(X), X = 1.
ca17 :- compound(X), X = 1.
ca18 :- float(X), X = 1.
ca19 :- atomic(X), X = 1.
ca20 :- string(X), X = 1.
ca21 :- ground(X), X = 1.
ca22 :- integer(1).
ca23 :- integer(a).
ca24 :- var(_).
ca25 :- X = f(Y), var(Y), X = 1.
ca26 :- f(X) == f(Y), X = Y.
ca27 :- X == f(Y), X = Y.
ca28 :- X = 1, var(X).
ca29 :- atom(foo).
ca30 :- is_dict(X), X = 1.
ca31 :- blob(X, _), X = 1.
ca32 :- var(X), nonvar(X), X = 1.
cb1 :- ( X = 1 ; var(X) ), X = 2.
cb2 :- ( X = 1 -> true ; var(X) ), X = 2.
cb3 :- var(_X).
cb4 :- ( var(X) -> X = 1 ; true ).
cb5 :- X == Y.
cb6 :- X == a.
cb7 :- a == X.
cb8 :- X \== a.
cb9 :- f(X) == a.
cb10 :- X == Y, Y = 1.
cb11 :- catch(var(X), _, true), X = 1.
cb12 :- forall(var(X), true), X = 1.
cb13 :- once(var(X)), X = 1.
cb14 :- call(var(X)), X = 1.
cb15(X) :- X = Y, Y == Z, Z = 1.
cb16 :- X = 1, ( Y == X -> true ; true ), Y = 2.
cb17 :- _ == a.
cb18 :- _X == a.
cb19 :- \+ X == a.
cb20 :- (X == a ; true).
cc1 :- var(X), (Y = 1 ; true), X = 2.
cc2 :- (Y = 1 ; true), var(X), X = 2.
cc3 :- var(X), \+ Y = 1, X = 2.
cc4 :- var(X), atom(Z), Z = X.
cc5 :- ( Y = 1 ; true ), ( W = 1 ; true ).
cc6 :- var(X), X == Y, Y = 1.
cd1 :- \+ X = 1, var(X).
cd2 :- (X = 1 ; true), var(X).
cd3 :- findall(X, member(X, [1]), _), var(X).
cd4(Y) :- X == Y.
cd5 :- X == f(Y), Y = 1.
cd6 :- rational(X), X = 1.
cd7 :- is_assoc(X), X = 1.
cd8 :- ground(X), X = 1.
cd9 :- X = _, var(X).
cd10 :- (true -> var(X) ; true), X = 1.
cd11 :- (var(X) *-> true ; true), X = 1.
cd12 :- X == Y, X = 1, Y = 2.
cd13 :- callable(X), is_list(X).
cd14 :- f(X) = f(Y), var(X), Y = 1.
cd15 :- nonvar(X), integer(X).
cd16 :- var(X), var(X).
:- var(X), X = 1.
cf1(X) :- \+ X = 1.
cf2 :- X = 1, \+ X = 2.
cf3 :- \+ X = 1, \+ X = 2.
cf4 :- \+ X = 1, X = 2.
cf5 :- (\+ X = 1 ; true), X = 2.
cf6 :- \+ (X = 1, X = 2), X = 3.
cf7 :- ( \+ X = 1 -> true ; X = 2 ).
cf8 :- \+ \+ X = 1, X = 2.
cf9 :- \+ X = 1, Y = X, Y = 1.
x --> {var(X)}, [X].
:- style_check(-singleton).
h1 :- var(X), (Y = 1 ; true), X = 2.
ck1 :- \+ X == a, X = 1.
ck2 :- (X == a ; true), X = 1.
ck3 :- (X == a ; X = 2).
ck4 :- (X == a, true ; true), X = 1.
ck5 :- (X == a -> true ; true), X = 1.
ck6 :- (true ; X == a), X = 1.
ck7 :- (true ; X == a), (X = 1 ; true).
ck8 :- \+ (X == a, X = 1).
ck9 :- X == a, \+ X = 1.
cm1 :- X == f(X).
cm2 :- X \== g(X, Y), Y = 1.
cq1 :- X == 1, var(X).
cq2 :- X \== 1, atom(X), X = 1.
cq3 :- X == Y, var(Y), Y = 1.
cq4 :- (foo(X) -> true ; X == []).
cq5 :- (foo(X) -> true ; (X == [] ; true)).
cq6 :- (foo(X) -> true ; (X == [] ; bar(X))).
cq7 :- (foo(X) -> true ; var(X)).
cq8 :- (foo(X) -> true ; (var(X) ; bar(X))).
cq9 :- (X == [] ; bar(X)).
cq10 :- ((X == [] ; bar(X)) ; true).
cq11 :- (true ; (X == [] ; bar(X))).
cq12 :- foo(X), (X == [] ; true).
cq13 :- (foo(X) ; (X == [] ; bar(X))).
cr2 :- (foo(X) -> bar ; (X == [] ; baz(X))).
cr3 :- (setup_call_cleanup(X \= 1, c, d) -> bar ; (X == [] ; baz(X))).
cr4 :- (setup_call_cleanup(X \= 1, c, d) -> bar ; X == []).
cr5 :- (call(X) -> bar ; X == []).
cr6 :- (X \= 1 -> bar ; X == []).
cr7 :- (foo(X) -> (bar ; baz) ; X == []).
cq14 :- X == f(Y), var(X), var(Y), X = Y.
cq15 :- X == 1, X == 2, X = 3.
% The tests of ==/2 whose variable is a singleton on every path (the
% branches of a disjunction being alternatives).
ce1 :- (foo(X) -> bar(X) ; X == []).
ce2 :- (foo(X) -> true ; X == []).
ce3 :- (true -> bar(X) ; X == []).
ce4 :- (foo(X), bar(X) -> true ; X == []).
ce5 :- (foo(X) ; bar(X) ; X == []).
ce6 :- ((foo(X) ; bar(X)) ; X == []).
ce7 :- (foo(X), bar(X) ; X == []).

% Under \+, the branches of a disjunction are alternatives too.
neg_branch1(f(b, Z), 2) :- \+ (last(Z, X) ; ==(X, f(0, 2))).
neg_branch2(Z) :- \+ (last(Z, X) ; X == a).
neg_branch3(Z) :- \+ (atom(_A) ; _A == Z).
neg_branch4(Z) :- \+ (atom(_A), _A == Z).

% In an if-then-else's condition, the branches of a disjunction are
% alternatives too.
cond_branch1(W, f(X, 0)) :- ((length(X, Z) ; \==(Z, [a|b])) -> atom_codes(W, _) ; \+ atom_codes(X, X)).
cond_branch2(X) :- ((length(X, Z) ; Z \== a) -> true ; true).
cond_branch3(X) :- ((atom(X) ; _A == a) *-> true ; _A = 1).
cond_branch4(X) :- (atom(X) -> _B = 1 ; _B = 2).
cond_branch5(X) :- (X = _C -> _C = 1 ; true).
