% args: -q -g main -t halt {}
% once/1 of call/2 of call/1: the innermost call/2 calls the goal.
main :- once(call(call(shw), hello)).
