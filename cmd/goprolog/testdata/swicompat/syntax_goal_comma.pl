% args: -q -g foo(,). -t halt {}
% A syntax error in a -g goal: the text before the error, "** here **"
% and the rest, as swipl shows them.
