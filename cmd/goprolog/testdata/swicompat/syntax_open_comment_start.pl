% args: -q -t halt {}
% A comment left open where a term starts: swipl reports line 0, column 1.
a(1).
b(1). /* open

