% args: -q -g main -t halt {}
e(type_error(integer, a)).
e(instantiation_error).
e(domain_error(not_less_than_zero, -1)).
e(existence_error(procedure, foo/2)).
e(existence_error(stream, s)).
e(permission_error(modify, static_procedure, foo/1)).
e(representation_error(max_arity)).
e(evaluation_error(zero_divisor)).
e(resource_error(memory)).
e(syntax_error(operator_expected)).
e(uninstantiation_error(abc)).
e(type_error(evaluable, foo/0)).
e(existence_error(source_sink, 'nofile.pl')).
e(permission_error(open, source_sink, '/x')).
e(domain_error(foo, bar)).
main :- forall(e(E), ( print_message(error, error(E, _)), print_message(error, error(E, context(foo/2, _))), print_message(error, error(E, context(_, 'extra message'))) )),
    print_message(error, foo_unknown),
    print_message(warning, format("custom ~w", [x])),
    print_message(error, format("custom ~w", [y])),
    print_message(informational, format("info ~w", [z])),
    print_message(error, goal_failed(foo)),
    print_message(error, "a string").
