/*  debug/1, nodebug/1, debug/3 and debugging/1,2 of SWI-Prolog 9's
    library(debug): debug messages by topic, printed to user_error as
    "% Message" while their topic is enabled.

    Written for goprolog from SWI-Prolog's documentation and observed
    behaviour. The topics are the clauses of the dynamic predicate
    '$debug_topic'(Topic, Enabled), in the order they were last set, as
    SWI-Prolog keeps them; debug/1 and nodebug/1 set every topic that
    unifies with theirs. SWI-Prolog learns the topics of a program's
    debug/3 calls when it loads the program; goprolog collects them from
    the program's clauses when debug/1 or nodebug/1 is called, and warns,
    as SWI-Prolog does, when the topic is none of them (and not while a
    file loads). A Topic > Output target is accepted, and the messages go
    to user_error.
*/

debug(Topic) :-
    '$debug_set'(Topic, true).

nodebug(Topic) :-
    '$debug_set'(Topic, false).

debugging(Topic) :-
    current_predicate('$debug_topic'/2),
    '$debug_topic'(Topic, true).

debugging(Topic, Enabled) :-
    current_predicate('$debug_topic'/2),
    '$debug_topic'(Topic, Enabled).

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
    '$debug_sync',
    (   current_predicate('$debug_topic'/2),
        \+ \+ '$debug_topic'(Topic, _)
    ->  forall(retract('$debug_topic'(Topic, _)),
               assertz('$debug_topic'(Topic, Value)))
    ;   (   prolog_load_context(file, _)
        ->  true
        ;   print_message(warning, format("~q: no matching debug topic (yet)", [Topic]))
        ),
        assertz('$debug_topic'(Topic, Value))
    ).

%   '$debug_sync': every topic of a debug/3 call in the program's clauses
%   is known, disabled unless it was set.

'$debug_sync' :-
    forall(( '$debug_program_call'(Topic),
             \+ ( current_predicate('$debug_topic'/2),
                  '$debug_topic'(Known, _),
                  Known =@= Topic
                )
           ),
           assertz('$debug_topic'(Topic, false))).

%   '$debug_program_call'(-Topic): the topic of a debug/3 call in a
%   clause of the program, in the order of the clauses.

'$debug_program_call'(Topic) :-
    current_predicate(Name/Arity),
    \+ sub_atom(Name, 0, _, _, $),
    functor(Head, Name, Arity),
    \+ predicate_property(Head, built_in),
    catch(clause(Head, Body), _, fail),
    '$debug_calls_in'([Body], Topics),
    member(Topic, Topics).

%   '$debug_calls_in'(+Terms, -Topics): the topics of the debug/3 terms
%   within Terms, visited without recursion on the depth of the terms.

'$debug_calls_in'([], []).
'$debug_calls_in'([T|Ts], Topics) :-
    (   compound(T)
    ->  (   T = debug(Topic, _, _)
        ->  Topics = [Topic|Topics1],
            Todo = Ts
        ;   T =.. [_|Args],
            append(Args, Ts, Todo),
            Topics = Topics1
        )
    ;   Todo = Ts,
        Topics = Topics1
    ),
    '$debug_calls_in'(Todo, Topics1).
