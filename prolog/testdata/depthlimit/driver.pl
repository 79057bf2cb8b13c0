% Shared by the depth-limit programs: t(Goal, Limit) prints every
% solution's Result of call_with_depth_limit(Goal, Limit, Result), or the
% error, and on a line of its own the inferences the case took.
t(G, L) :-
    statistics(inferences, I0),
    catch(findall(G-R, call_with_depth_limit(G, L, R), Rs), E, Rs = caught(E)),
    statistics(inferences, I1),
    I is I1 - I0,
    print(L-Rs), nl,
    format("inferences ~w~n", [I]).

% limits(G, From, To) runs t(G, L) for each limit from From to To.
limits(G, From, To) :-
    forall(between(From, To, L), t(G, L)).
