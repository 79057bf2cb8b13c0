% args: -q -g main -t halt {}
:- dynamic stack/1, kv/2.
stack([]).
push(X) :- retract(stack(S)), assertz(stack([X|S])).
len([], 0).
len([_|T], N) :- len(T, N0), N is N0 + 1.
cond(X, Y) :- ( X > 0 -> Y = pos ; X < 0 -> Y = neg ; Y = zero ).
neg(X) :- \+ member(X, [a, b]), !, fail.
neg(_).
str(X) :- X = "a string", format("~w~n", [X]).
main :- push(1), push(2), listing(stack/1), listing(len/2), listing(cond/2), listing(neg/1), listing(str/1),
    assertz(kv(a, "v")), assertz(kv(b, 'V w')), listing(kv/2), listing(push/1).
