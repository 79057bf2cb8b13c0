% args: -q -t halt {}
% An unknown procedure a directive calls itself: its error names the
% caller swipl runs it under (catch/3, a meta-call, the meta-predicate).
:- nosuch_a.
:- (true, nosuch_b).
:- \+ nosuch_c.
:- call(nosuch_d).
:- once(nosuch_e).
:- forall(nosuch_f, true).
:- ignore(nosuch_g).
:- findall(X, nosuch_h(X), _).
:- call(nosuch_i, 1).
:- catch(nosuch_j, foo, true).
:- user:nosuch_k.
:- (nosuch_m ; true).
:- (nosuch_n -> true ; true).
:- not(nosuch_o).
:- maplist(nosuch_p, [1]).
