% A module whose predicate listing_wrap.pl lists from user: the head is
% qualified, and laid out from the column after "lwm:".
:- module(lwm, [lwm_p/2]).
lwm_p(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, X) :- long_goal_name(X, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, ccccccccccccc).
lwm_p(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb).
lwm_p(X, Y) :- findall(Z, (member(Z, X), Z > 1), Y).
