% args: -q
% stdin: A=(^), B = (mod), C=(-), D=(xor), E=(dynamic), F = (is), G=(spy), H=(?), I=(table), J=(*->).
% stdin: K=(:-), L=(=), M=(>>), N=($), O=(\), Q=[-], R=f(mod), S= - - a, T = (-(-)), U = (- = -), V = (\+ (-)).
% stdin: W=(a= \+), Y = (1 - (^)), Z = ('|'), A1 = (','), B1 = [], C1 = '{}', D1 = (?-), E1 = (:), F1 = (rdiv).
% stdin: X = (a :- b), Y = (a, b), Z = (a -> b ; c), W = [(a :- b)], V = f((a, b)).
% The top level writes an operator atom bound to a variable in
% parentheses, whatever its priority, as swipl does.
