% args: -q -g t1 -g t2 -t halt {}
% The context swipl names for an unknown procedure called from a
% module's predicate (Module:Name/Arity, or the caller's frame for a last
% call), and from the goals of a control construct run as a directive or
% an initialization goal (the meta-call's frame, or for its last goal the
% frame that runs it).
:- use_module(m_ctx).
t1 :- catch(go, E, (print(E), nl)).
t2 :- catch(go_last, error(E, context(C, _)), (print(E-C), nl)).
bar :- foo(1).
baz :- foo(1), true.
:- initialization(go).
:- initialization(go_last).
:- initialization((bar, true)).
:- initialization((true, bar)).
:- initialization((baz ; true)).
:- initialization(\+ bar).
:- (bar, true).
:- (true, bar).
:- (true, baz).
:- catch(findall(x, (bar, true), _), E, (print_message(error, E))).
