% args: -q -g main -t halt {}
:- use_module(library(dcg/basics)).
kv(K-V) --> blanks, string_without(`=`, KC), "=", blanks, integer(V), blanks, { atom_codes(K, KC) }.
kvs([H|T]) --> kv(H), ( "," -> kvs(T) ; { T = [] } ).
main :- phrase(kvs(L), ` a = 1, b=22 ,c= -3`), print(L), nl,
    phrase((number(X), blank, float(F)), `12 3.5`), writeln(X/F),
    phrase((whites, nonblanks(W), remainder(R)), `  word rest`), atom_codes(WA, W), atom_codes(RA, R), writeq(WA/RA), nl,
    ( phrase(integer(_), `abc`) -> true ; writeln(noint) ),
    phrase(xinteger(H), `ff`), writeln(H),
    phrase(digits(D), `0012`, _), atom_codes(DA, D), writeln(DA).
