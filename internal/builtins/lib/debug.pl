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

%   list_debug_topics/0,1: the known topics, each with whether it is
%   enabled, as SWI-Prolog's information messages (on user_error, the
%   message hooks not asked). Options is an atom or string to search the
%   topics for (ignoring case), or a list of active(Bool), output(Stream)
%   and search(Text). An enabled topic's messages go to user_error,
%   whatever Topic > Output said; a disabled one has no output (swipl
%   keeps the output of a topic nodebug/1 disabled).

list_debug_topics :-
    list_debug_topics([]).

list_debug_topics(Options) :-
    (   atom(Options)
    ;   string(Options)
    ),
    !,
    list_debug_topics([search(Options)]).
list_debug_topics(Options) :-
    '$debug_sync',
    print_message_lines(user_error, kind(information),
                        [ ansi(bold, '~w~t ~w~35| ~w~n', ['Debug Topic', 'Activated', 'To']),
                          '~`\u2015t~48|'
                        ]),
    option(active(Value), Options, _),
    (   current_predicate('$debug_topic'/2),
        '$debug_topic'(Topic, Value),
        (   Value == true
        ->  To = [user_error]
        ;   To = []
        ),
        (   option(output(Stream), Options)
        ->  memberchk(Stream, To)
        ;   true
        ),
        numbervars(Topic, 0, _, [singletons(true)]),
        term_string(Topic, String, [quoted(true), numbervars(true)]),
        (   option(search(Search), Options)
        ->  sub_atom_icasechk(String, _, Search)
        ;   true
        ),
        (   Value == true
        ->  Lines = [ansi(bold, '~s~t \u2714~35|', [String])]
        ;   Lines = ['~s~t -~35|'-[String]]
        ),
        print_message_lines(user_error, kind(information), Lines),
        fail
    ;   true
    ).

%   debug_message_context(+What): +Context adds Context to the flag
%   message_context, -Context takes it out ([thread] when the flag is
%   not set). goprolog's messages do not show the thread or time it asks
%   for.

debug_message_context(+Topic) :-
    '$debug_message_context'(List),
    (   memberchk(Topic, List)
    ->  true
    ;   append(List, [Topic], List2),
        set_prolog_flag(message_context, List2)
    ).
debug_message_context(-Topic) :-
    '$debug_message_context'(List),
    (   selectchk(Topic, List, Rest)
    ->  set_prolog_flag(message_context, Rest)
    ;   true
    ).

'$debug_message_context'(List) :-
    (   current_prolog_flag(message_context, List0)
    ->  List = List0
    ;   List = [thread]
    ).
