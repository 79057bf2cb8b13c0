% args: -q -t halt {}
% A quoted atom left open reports the place one character into its
% clause, as swipl does.
ok.
  f(a, 'open).
next.
