:- use_module(m).
main :- try, current_prolog_flag(unknown, U), writeln(U),
    catch(other_undef, E, (print_message(error, E))),
    catch(m:other_undef2, E2, true), writeln(E2).
