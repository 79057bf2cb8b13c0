% The DWIM lines of an unknown procedure called in user: a module's
% private Name/0 is offered as Module:Name/0, no other arity is, and a
% user predicate of the name with another arity is.
:- use_module(m).
t(G) :- catch(G, E, print_message(error, E)).
main :- t(priv), t(priv1(1)), t(helper(1)), t(pub(1)).
