% args: -g main -t halt {}
% A declaration directive that raises prints its error only; another
% directive that raises is also reported as failed, as in swipl 9.0.4.
:- X is foo+1.
:- atom_length(X, Y).
:- dynamic foo.
:- discontiguous 3.
:- foo(1).
:- dynamic(bar/a).
:- succ_or_what.
:- initialization(nosuch).
:- table 3.
:- multifile foo.
main :- writeln(ok).
