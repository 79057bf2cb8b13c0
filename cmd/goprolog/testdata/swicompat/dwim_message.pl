% args: -q -g t -t halt {}
foo(1).
foo(1, 2, 3).
bar_baz(1).
t :- forall(member(PI, [foo/2, lenght/2, barbaz/1, atom_length/3, nosuch/1, fob/1, fo/1, 'Foo'/1, barbaz/2]),
            print_message(error, error(existence_error(procedure, PI), _))).
