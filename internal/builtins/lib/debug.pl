/*  debug/1, nodebug/1, debug/3 and debugging/1 of SWI-Prolog 9's
    library(debug): debug messages by topic, printed to user_error as
    "% Message" while their topic is enabled.

    Written for goprolog from SWI-Prolog's documentation and observed
    behaviour. The topics are the clauses of the dynamic predicate
    '$debug_topic'(Topic, Enabled), in the order they were last set, as
    SWI-Prolog keeps them; debug/1 and nodebug/1 set every topic that
    unifies with theirs. SWI-Prolog learns the topics of a program's
    debug/3 calls when it loads the program; goprolog looks for such a
    call in the program's clauses when debug/1 or nodebug/1 names a topic
    it does not know yet, and warns, as SWI-Prolog does, only if there is
    none (and not while a file loads). A Topic > Output target is
    accepted, and the messages go to user_error.
*/

debug(Topic) :-
    '$debug_set'(Topic, true).

nodebug(Topic) :-
    '$debug_set'(Topic, false).

debugging(Topic) :-
    current_predicate('$debug_topic'/2),
    '$debug_topic'(Topic, true).

debug(Topic, Format, Args) :-
    (   current_predicate('$debug_topic'/2),
        '$debug_topic'(Topic, true)
    ->  print_message_lines(user_error, kind(debug(Topic)), [Format-Args])
    ;   true
    ).

'$debug_set'(Spec, Value) :-
    (   nonvar(Spec),
        Spec = (Topic > _)
    ->  true
    ;   Topic = Spec
    ),
    (   current_predicate('$debug_topic'/2),
        \+ \+ '$debug_topic'(Topic, _)
    ->  forall(retract('$debug_topic'(Topic, _)),
               assertz('$debug_topic'(Topic, Value)))
    ;   (   prolog_load_context(file, _)
        ->  true
        ;   '$debug_used'(Topic)
        ->  true
        ;   print_message(warning, format("~q: no matching debug topic (yet)", [Topic]))
        ),
        assertz('$debug_topic'(Topic, Value))
    ).

%   '$debug_used'(+Topic): a clause of the program calls debug/3 with a
%   topic that unifies with Topic.

'$debug_used'(Topic) :-
    current_predicate(Name/Arity),
    \+ sub_atom(Name, 0, _, _, $),
    functor(Head, Name, Arity),
    \+ predicate_property(Head, built_in),
    catch(clause(Head, Body), _, fail),
    '$debug_call_in'([Body], Topic),
    !.

'$debug_call_in'([T|Ts], Topic) :-
    (   compound(T)
    ->  (   T = debug(T1, _, _),
            \+ \+ T1 = Topic
        ->  true
        ;   T =.. [_|Args],
            append(Args, Ts, Todo),
            '$debug_call_in'(Todo, Topic)
        )
    ;   '$debug_call_in'(Ts, Topic)
    ).
