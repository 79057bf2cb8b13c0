% args: -q -t halt {}
% A quoted atom, a string and a comment left open report the place
% one character into their clause, as swipl does.
ok.
  f(a, /* open
