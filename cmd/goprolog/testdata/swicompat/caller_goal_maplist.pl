% args: -q -g maplist(nosuch,[1]) -t halt {}
% A -g goal's unknown closure: apply:maplist_/2 is its caller in swipl.
