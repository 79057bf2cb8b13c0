% args: -q -g main -t halt {}
t(F, A) :- catch(format(F, A), E, (print_message(error, E))), nl.
main :-
    t("~d", [abc]),
    t("~d", [1.5]),
    t("~a", [1]),
    t("~w ~w", [a]),
    t("~w", [a, b]),
    t("~z", [a]),
    t("~e", [a]),
    t("~c", [a]),
    t("~s", [abc]),
    t("~r", [10]).
