% args: -q -g main -t halt {}
% predicate_property/2's imported_from/1 of the system's and the
% libraries' predicates, as user sees them in swipl: system, lists,
% apply, '$bags', ...; none for the program's own, nor for a library
% predicate the program redefined.
:- use_module(library(clpfd)).
sum_list(_, mine).
t(H) :- ( predicate_property(H, imported_from(M)) -> true ; M = none ), functor(H, N, A), writeq(N/A-M), nl.
main :-
    forall(member(H, [append(_,_,_), member(_,_), foldl(_,_,_,_), pairs_keys(_,_), list_to_assoc(_,_),
                      must_be(_,_), memberchk(_,_), msort(_,_), format(_,_), nth0(_,_,_), aggregate_all(_,_,_),
                      last(_,_), ord_union(_,_,_), option(_,_), maplist(_,_), is_list(_), forall(_,_),
                      atomic_list_concat(_,_,_), between(_,_,_), partition(_,_,_,_), sumlist(_,_),
                      exclude(_,_,_), numlist(_,_,_), permutation(_,_), predsort(_,_,_), dif(_,_),
                      freeze(_,_), phrase(_,_), writef(_,_), split_string(_,_,_,_), findall(_,_,_),
                      print_message(_,_), numbervars(_,_,_), true, atom_length(_,_), #=(_,_), label(_),
                      sum_list(_,_), t(_), main]),
           t(H)).
