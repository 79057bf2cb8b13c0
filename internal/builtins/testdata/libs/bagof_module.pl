% bagof/3 and setof/3 of a goal M:G whose M is no atom: a variable, an
% integer, or V^user in V^user:G (which reads as (V^user):G), also
% inside an atom's qualifier. SWI-Prolog drops such an M and runs G in
% its module '$bags', which sees the system's predicates and the
% library's but not the program's: a call of p/3 raises
% existence_error(procedure, '$bags':p/3), member/2 runs. An atom M,
% foo included, runs G as before. SWI-Prolog first qualifies the goal
% argument: atom qualifiers before another qualifier are dropped
% (m:(M:G) is M:G), and a goal V^G that is no M:G gets the caller's
% module, so that Y^(M:G) runs in user. Meta-called (g/1) and compiled
% in a clause (c/2).
:- style_check(-singleton).
:- ensure_loaded(driver).

p(1, a, x).
p(2, b, y).
p(3, a, z).

g(bagof(X, V^user:(Z^p(X,V,Z)), L)).
g(bagof(X, V^user:p(X,V,Z), L)).
g(setof(X, V^user:(Z^p(X,V,Z)), L)).
g(bagof(X, user:(V^p(X,V,Z)), L)).
g(bagof(X, user:(V^Z^p(X,V,Z)), L)).
g(bagof(X, V^Z^(user:p(X,V,Z)), L)).
g(bagof(X, V^Z^user:user:p(X,V,Z), L)).
g(bagof(X, M:p(X,V,Z), L)).
g(bagof(X, V^M:p(X,V,Z), L)).
g(setof(X, M:p(X,V,Z), L)).
g(setof(X, Y^M:p(X,Y,_), L)).
g((M = user, bagof(X, M:p(X,V,Z), L))).
g(bagof(X, user:M:p(X,V,Z), L)).
g(bagof(X, M:user:p(X,_,_), L)).
g(bagof(X, V^Z^lists:p(X,V,Z), L)).
g(bagof(X, foo:p(X,_,_), L)).
g(bagof(X, 3:p(X,_,_), L)).
g(bagof(X, f(M):p(X,_,_), L)).
g(bagof(X, M:member(X,[1,2]), L)).
g(bagof(X, 3:member(X,[1,2]), L)).
g(bagof(X, M:(X=1;X=2), L)).
g(bagof(X, M:(X=1;p(X,_,_)), L)).
g(bagof(X, M:(fail,p(X,_,_)), L)).
g(bagof(X, M:lists:append(X,_,[1]), L)).
g(setof(X-M, M:member(X,[1,2]), L)).
g(bagof(X, Y^M:member(X-Y,[1-a]), L)).
g(bagof(X, M:nope(X), L)).
g(bagof(X, M:Y, L)).
g(bagof(X, M:3, L)).
g(bagof(X, (M:p(X,_,_), true), L)).
g(findall(X, M:p(X,_,_), L)).
g(bagof(X, m:(Y^n:(Z^p(X,Y,Z))), L)).
g(bagof(X, m:((Y^n):p(X,Y,_)), L)).
g(bagof(X, m:M:p(X,_,_), L)).
g(bagof(X, m:3:p(X,_,_), L)).
g(bagof(X, (Y^m):p(X,Y,_), L)).
g(bagof(X, (Y^m):n:p(X,Y,_), L)).
g(bagof(X, M:n:p(X,_,_), L)).
g(bagof(X, m:M:n:p(X,_,_), L)).
g(bagof(X, Y^(m:M:p(X,Y,_)), L)).
g(bagof(X, Y^(M:(m:p(X,Y,Z))), L)).
g(bagof(X, Y^Z^M:p(X,Y,Z), L)).
g(bagof(X, Y^Z^(M:p(X,Y,Z)), L)).
g(bagof(X, M:(Y^Z^p(X,Y,Z)), L)).
g(bagof(X, M:(Y^Z^m:p(X,Y,Z)), L)).
g(bagof(X, m:(Y^(M:p(X,Y,_))), L)).
g(bagof(X, Y^(M:(Z^p(X,Y,Z))), L)).
g(bagof(X, Y^((Z^M):p(X,Y,Z)), L)).
g(bagof(X, Y^(3:p(X,Y,_)), L)).
g(bagof(X, m:(Y^(M:n:p(X,Y,_))), L)).
g(bagof(X, M:(Y^(n:p(X,Y,_))), L)).
g(setof(X, Y^(M:p(X,Y,_)), L)).
g(c(1, L)).
g(c(2, L)).
g(c(3, L)).
g(c(4, L)).

c(1, L) :- bagof(X, V^user:(Z^p(X,V,Z)), L).
c(2, L) :- bagof(X, M:p(X,_,_), L).
c(3, L) :- setof(X, M:member(X,[2,1]), L).
c(4, L) :- bagof(X, user:(V^Z^p(X,V,Z)), L).
