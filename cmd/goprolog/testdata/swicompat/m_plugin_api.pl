:- module(m_plugin_api, [run_plugins/1, register/1, plugin_count/1]).
:- multifile plugin/2.
:- dynamic plugin/2.
:- dynamic registered/1.

register(Name) :- assertz(registered(Name)).

run_plugins(Input) :-
    forall(plugin(Name, Goal),
           ( format("plugin ~w: ", [Name]),
             ( catch(call(Goal, Input, Out), E, (message_to_codes(E, Out0), Out = error(Out0)))
             -> print(Out), nl
             ;  writeln(failed) ) )).

plugin_count(N) :- aggregate_all(count, plugin(_, _), N).

message_to_codes(E, C) :- E = error(F, _), !, functor(F, C, _).
message_to_codes(E, E).
