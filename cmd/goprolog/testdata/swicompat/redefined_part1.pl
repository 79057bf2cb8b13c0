% Loaded by redefined.pl.

p(1).
p(2).
