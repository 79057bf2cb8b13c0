/*  Driver of the 2001 counting interpreter (the oracle of the swi2001
    inference model): loads a program under the model and prints, for
    each goal, whether it succeeded and the inferences it cost to its
    first answer, as time/1 reported them in 2001.

    swipl -q counting-interpreter.pl oracle.pl -g "oracle('prog.pl', ['g1', 'g2'])" -t halt
*/

oracle(File, Goals) :-
    set_opts([]),
    retractall('$c'(_,_)), retractall(prog_pred(_)), retractall(lib_pred(_)),
    load_program(File),
    load_lib,
    forall(member(G, Goals), oracle_goal(G)).

oracle_goal(Text) :-
    term_to_atom(Goal, Text),
    init_counter,
    (   catch(solve_top(Goal), E, (print_message(error, E), fail))
    ->  R = true
    ;   R = false
    ),
    nb_getval(inf, I),
    format("~w ~w ~w~n", [Text, R, I]).
