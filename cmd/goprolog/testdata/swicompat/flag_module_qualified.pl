% args: -q -g main -t halt {}
% set_prolog_flag/2 and current_prolog_flag/2 take Module:Flag.
t(G) :- catch((G -> true ; writeln(failed)), error(E, _), (print(E), nl)).
main :-
    t(set_prolog_flag(user:double_quotes, atom)),
    t((current_prolog_flag(double_quotes, U), print(U), nl)),
    t((current_prolog_flag(user:bounded, B), print(B), nl)),
    t(set_prolog_flag(f(x):y, 1)),
    t(set_prolog_flag(_:y, 1)),
    t(set_prolog_flag(user:_, 1)),
    t(set_prolog_flag(user:my_flag, 7)),
    t((current_prolog_flag(my_flag, V), print(V), nl)).
