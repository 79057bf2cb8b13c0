% args: -q -g go -t halt {}
% The context of format/2,3's errors: system:format/N, but format/3 for a
% format that is no text and format/2 for an unknown directive, whichever
% was called, as swipl gives them.
t(G) :-
    catch(G, error(F, context(C, _)), true),
    print(F-C), nl.
go :-
    t(format(atom(_), "~z", [a])),
    t(format(user_output, "~z", [a])),
    t(format("~z", [a])),
    t(format(atom(_), "~", [])),
    t(format(atom(_), "~w", [])),
    t(format(atom(_), "~d", [a])),
    t(format(foo, "x", [])),
    t(format(atom(_), "~a", [f(x)])),
    t(format(atom(_), "~d", [1.0])),
    t(format(atom(_), foo(x), [])),
    t(format(foo(x), [])),
    t(format("~w", [])),
    t(format("~4", [])).
