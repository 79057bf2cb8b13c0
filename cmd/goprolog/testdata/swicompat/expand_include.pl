% args: -q -g t -t halt {}
term_expansion(item(X), [item(X), item_seen(X)]).
:- include(expand_include_part).
item(local).
t :- findall(X, item_seen(X), L), writeq(L), nl.
