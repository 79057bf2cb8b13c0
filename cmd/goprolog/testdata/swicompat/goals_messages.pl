% args: -q -g go -t halt {}
% Built-in messages through print_message/2, one goal a line.
m(E) :- print_message(error, E).
go :-
    m(error(type_error(integer, a), _)),
    m(error(type_error(integer, a), context(foo/2, _))),
    m(error(domain_error(positive_integer, -1), context(bar/1, _))),
    m(error(existence_error(procedure, zzz/0), _)),
    m(error(existence_error(source_sink, nofile), _)),
    m(error(permission_error(modify, static_procedure, foo/1), context(assertz/1, _))),
    m(error(representation_error(max_arity), _)),
    m(error(evaluation_error(zero_divisor), context(system:(/)/2, _))),
    m(error(instantiation_error, context(atom_length/2, _))),
    m(error(resource_error(memory), _)),
    m(error(syntax_error(operator_expected), _)),
    m(error(uninstantiation_error(abc), context(open/4, _))),
    m(error(type_error(evaluable, foo/0), context(system:(is)/2, _))),
    m(error(format_argument_type(d, 1.0), context(format/2, _))),
    m(format('plain ~w and ~a', [x, y])),
    m(just_an_atom),
    m(f(x, Y, Y)),
    print_message(warning, format('warn ~q', ['A b'])),
    print_message(warning, error(type_error(atom, 1), _)),
    print_message(informational, format('silent with -q', [])),
    print_message(silent, format('never', [])),
    writeln(end).
