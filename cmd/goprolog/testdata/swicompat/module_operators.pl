% args: -q -g main -t halt {}
:- use_module(m_graph).
main :- X = (a ==> b), X =.. L, writeln(L), ( catch(term_to_atom(T, 'x ==> y'), E, (print_message(error, E), fail)) -> writeq(T), nl ; true ).
