% args: -q -g main -t halt {}
% statistics/2's keys and the types of their values, as in swipl
% (the values themselves differ from run to run and system to system).
key_type(K, T) :-
    catch(( statistics(K, V), type_of(V, T) ), error(E, _), T = E).
type_of(V, float) :- float(V), !.
type_of(V, int) :- integer(V), !.
type_of([A, B], pair(TA, TB)) :- !, type_of(A, TA), type_of(B, TB).
type_of(V, other(V)).
main :-
    forall(member(K, [runtime, cputime, process_cputime, walltime, real_time, inferences,
                      epoch, process_epoch, atoms, predicates, modules, stack_limit, no_such_key]),
           ( key_type(K, T), print(K-T), nl )),
    statistics(stack_limit, L), print(L), nl.
