% args: -q -g X=f(a)b -t halt {}
% A syntax error in a -g goal without a full stop: swipl reads it with
% " . " after it.
