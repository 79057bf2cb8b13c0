% args: -q -g main -t halt {}
% Reconsulting a module file and a file of user's: the facts asserted at
% run time into their dynamic predicates stay, the predicates the new
% text no longer defines are gone (existence errors), a reloaded file
% takes back a predicate another file redefined without a warning, and
% an import of a predicate the module no longer has names it.
w(F, Text) :- open(F, write, O), write(O, Text), close(O).
t(G) :- catch((G -> R = yes(G) ; R = no(G)), E, (E = error(F, _) -> R = ex(F) ; R = ex(E))),
    \+ \+ (numbervars(R, 0, _), print(R)), nl.
main :-
    w('reload_tmp_m.pl', ":- module(reload_tmp_m, [p/1, count/1, bump/0, f/1]).\n:- dynamic counter/1.\ncounter(0).\np(1).\np(2).\ngone(x).\nf(1).\ncount(N) :- counter(N).\nbump :- retract(counter(N)), N1 is N+1, assertz(counter(N1)).\n"),
    w('reload_tmp_u.pl', ":- dynamic fact/1.\nfact(a).\nq(1).\nold(x).\nr(1).\n"),
    w('reload_tmp_v.pl', "r(2).\n"),
    use_module(reload_tmp_m), consult(reload_tmp_u), consult(reload_tmp_v),
    bump, bump, assertz(reload_tmp_m:extra(1)), assertz(fact(b)), assertz(newdyn(1)),
    t(count(_)), t(reload_tmp_m:gone(_)), t(findall(X, fact(X), _)), t(r(_)),
    w('reload_tmp_m.pl', ":- module(reload_tmp_m, [p/1, count/1, bump/0]).\n:- dynamic counter/1.\ncounter(10).\np(3).\ncount(N) :- counter(N).\nbump :- retract(counter(N)), N1 is N+1, assertz(counter(N1)).\n"),
    w('reload_tmp_u.pl', ":- dynamic fact/1.\nfact(z).\nq(2).\nr(1).\n"),
    consult(reload_tmp_m), consult(reload_tmp_u),
    t(count(_)), t(findall(X, p(X), _)), t(reload_tmp_m:gone(_)), t(reload_tmp_m:extra(_)),
    t(findall(X, fact(X), _)), t(q(_)), t(old(_)), t(newdyn(_)), t(r(_)), t(f(_)),
    t(findall(X, reload_tmp_m:counter(X), _)),
    delete_file('reload_tmp_m.pl'), delete_file('reload_tmp_u.pl'), delete_file('reload_tmp_v.pl').
