% The driver of the library programs: t(Goal) prints Goal (its
% variables as A, B, ...), then its solutions (at most 4) as Goal
% instantiated, "no", or the formal term of the error it raised; the
% error's context is left out, as goprolog writes no module qualifier
% in it (docs/swi-compat.md). A program's o(Goal) facts are run by
% t_out/1, which prints what Goal writes; its m(Goal) facts by t_msg/1,
% which prints the message of the error Goal raises on standard error.

t(G) :-
    copy_term(G, G0),
    catch(findall(G, limit(4, G), L), E, true),
    (   L == [] -> R = no ; R = L ),
    report(G0, E, R).

% t_out(Goal) prints Goal, then what its first solution writes to the
% current output (quoted), "no", or the formal term of its error.
t_out(G) :-
    copy_term(G, G0),
    catch(( with_output_to(string(S), G) -> R = S ; R = no ), E, true),
    report(G0, E, R).

% report(Goal0, E, R) prints Goal0, a copy of the goal as it was called,
% its variables as A, B, ..., then the formal term of the error E the
% goal raised, or R.
report(G0, E, R) :-
    numbervars(G0, 0, _),
    print(G0),
    write(' => '),
    (   nonvar(E)
    ->  (   E = error(F, _)
        ->  print(caught(F))
        ;   print(caught(E))
        )
    ;   R == no
    ->  write(no)
    ;   print(R)
    ),
    nl.

% t_msg(Goal) prints Goal on standard error, then runs it once: the
% message of an error it raises follows there, as an uncaught one
% would, and Goal with true, false or error goes to standard output.
t_msg(G) :-
    copy_term(G, G0),
    numbervars(G0, 0, _),
    format(user_error, "~q:~n", [G0]),
    (   catch(G, E, (print_message(error, E), R = error))
    ->  (   var(E) -> R = true ; true )
    ;   R = false
    ),
    format("~q => ~w~n", [G0, R]).

main :-
    forall(( current_predicate(g/1), g(G) ), t(G)),
    forall(( current_predicate(o/1), o(G) ), t_out(G)),
    forall(( current_predicate(m/1), m(G) ), t_msg(G)).
