% args: -q -g go -t halt {}
f(F) :- ( catch(current_prolog_flag(F, V), E, (print_message(error, E), fail)) -> writeq(F = V) ; writeq(no(F)) ), nl.
s(F, V) :- catch((set_prolog_flag(F, V), writeq(set(F, V))), E, (print_message(error, E))), nl.
go :-
    forall(member(F, [bounded, max_tagged_integer, min_tagged_integer, unix, version, version_data,
                      dialect, emulated_dialect, encoding, argv, max_char_code, float_max, float_min,
                      float_max_integer, character_escapes, gc, autoload, unknown,
                      occurs_check, last_call_optimisation, iso, debug, verbose, toplevel_var_size,
                      answer_format, report_error, signals, pipe, path_max, optimise, prefer_rationals,
                      integer_rounding_function, float_overflow, float_zero_div, float_undefined,
                      shared_object_extension, no_such_flag_here]),
           f(F)),
    s(version, 1), s(dialect, yap), s(bounded, true), s(double_quotes, atom), s(double_quotes, nonsense),
    s(my_new_flag, 42), f(my_new_flag), s(my_new_flag, hello), s(argv, [a, b]), f(argv),
    s(occurs_check, maybe).
