% args: -q -g t -t halt {}
:- multifile user:hook/2, other/1.
:- multifile([third/0]).
:- discontiguous d/1, e/1.
d(1).
e(1).
d(2).
e(2).
t :- ( hook(_, _) -> true ; writeln(no_hook) ), ( other(_) -> true ; writeln(no_other) ),
     ( third -> true ; writeln(no_third) ), findall(X, d(X), L), writeq(L), nl,
     forall(member(P, [hook(_,_), other(_), third, d(_)]),
            ( predicate_property(P, multifile) -> writeq(multifile(P)), nl ; true )).
