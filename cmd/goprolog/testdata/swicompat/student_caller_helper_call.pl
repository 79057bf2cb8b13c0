% args: -q -g main -t halt {}
% A helper that applies its closure argument.
apply_it(F, X) :- call(F, X).
main :- apply_it(nope, 1).
