% args: -q -g main -t halt {}
% type_error(evaluable, X) is "not a function" for a Name/Arity, and the
% type error's message for anything else.
main :-
    catch(X is [], E1, true), print_message(error, E1),
    catch(Y is '[]', E2, true), print_message(error, E2),
    catch(Z is foo(1), E3, true), print_message(error, E3),
    print_message(error, error(type_error(evaluable, "s"), _)).
