% library(debug): topics known from the program's debug/3 calls, set
% and cleared by unification, messages on user_error while enabled,
% output targets, and the warning for an unknown topic.
:- style_check(-singleton).
:- debug(loaded).

t :- debug(foo), debugging(foo), debug(foo, "hello ~w", [world]), debug(bar, "no ~w", [x]),
     nodebug(foo), debug(foo, "silent", []), (debugging(foo) -> writeln(yes) ; writeln(no)),
     debug(loaded, "loaded ~a~nsecond line", [x]),
     debug(loaded, "~w", oops),
     forall(debugging(T), writeln(T)),
     nodebug(nosuch), debug(t(X)), debug(t(1), "t1", []), nodebug(_), debug(loaded, "x", []),
     debug(foo>user_error), debug(foo, "to ~w", [err]),
     writeln(done).
t2 :- debug(_), writeln(all), debug(any, "any", []),
     setof(T-B, debugging(T, B), L), print(L), nl,
     nodebug(_),
     ( debugging(_) -> writeln(some) ; writeln(none) ).

main :- t, t2.
