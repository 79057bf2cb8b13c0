% args: -q -g t -t halt {}
t :- forall(member(F, [bounded, max_tagged_integer, min_tagged_integer, unix, version,
                       version_data, dialect, encoding, emulated_dialect, argv, max_char_code,
                       float_max, float_min, float_max_integer, character_escapes, gc, autoload]),
            ( current_prolog_flag(F, V) -> writeq(F = V), nl ; writeq(no(F)), nl )),
     current_prolog_flag(executable, E), ( atom(E) -> writeln(exe_atom) ; true ),
     current_prolog_flag(home, H), ( atom(H) -> writeln(home_atom) ; true ),
     current_prolog_flag(pid, P), ( integer(P) -> writeln(pid_int) ; true ),
     current_prolog_flag(arch, A), ( atom(A) -> writeln(arch_atom) ; true ),
     catch(set_prolog_flag(version, 1), Err, (print_message(error, Err))),
     ( current_prolog_flag(dialect, swi) -> writeln(swi_branch) ; true ).
:- if(current_prolog_flag(dialect, swi)).
cond(swi).
:- else.
cond(other).
:- endif.
