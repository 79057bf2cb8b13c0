% args: -q -g t -t halt {}
:- multifile hook/1.
hook(main1).
:- consult(multifile_part).
hook(main2).
t :- findall(X, hook(X), L), writeq(L), nl.
