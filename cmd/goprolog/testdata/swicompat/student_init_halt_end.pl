% args: -q {}
% stdin: writeln(not_reached).
:- initialization((writeln(hello), halt)).
q :- writeln(q).
:- q.
