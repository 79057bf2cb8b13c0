% args: -q -t halt {}
% initialization/1 goals run under '$run_init_goal'/1.
:- initialization(nosuch_init).
:- initialization((true, nosuch_conj)).
:- initialization(p).
p :- nosuch_in_p, true.
