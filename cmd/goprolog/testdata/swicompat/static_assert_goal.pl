% args: -q -g go -t halt {}
% Asserting to a predicate the file defines without declaring it dynamic:
% the -g goal's error ends with swipl's "Defined at File:Line".
fact(1).
go :- assertz(fact(2)).
