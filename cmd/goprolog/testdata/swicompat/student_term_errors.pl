% args: -q -g main -t halt {}
% The order in which term built-ins check their arguments, and their errors.
t(G) :- ( catch(G, E, true) -> print(G-E) ; print(failed(G)) ), nl.
main :- t(arg(sin, 1, _)), t(arg(_, 1, _)), t(arg(a, _, _)), t(arg(-1, f(a), _)), t(arg(_, a, _)), t(arg(1.0, f(a), _)), t(arg(0, f(a), _)), t(arg(x, [a], _)),
   t(functor(_, _, _)), t(functor(_, foo, a)), t(functor(_, f(x), 1)), t(functor(_, foo, -1)), t(functor(_, 1.5, 1)), t(functor(_, _, 1)),
   t(_ =.. _), t(_ =.. [f(x), 1]), t(_ =.. [1, 2]), t(_ =.. foo), t(_ =.. [foo|_]), t(_ =.. []),
   t(copy_term(_, _)), t(setarg(a, f(x), y)), t(setarg(1, a, y)), t(setarg(2, f(x), y)), t(nb_setarg(0, f(x), y)),
   t(atom_length(1, a)), t(sub_atom(abc, a, _, _, _)), t(sub_atom(_, 1, _, _, _)), t(atom_concat(a, _, _)),
   t(number_codes(_, [0'1|_])), t(atom_chars(_, [a|b])), t(char_code(_, a)), t(atom_codes(_, [a])),
   t(succ(a, b)), t(plus(a, _, _)), t(msort(a, _)), t(sort([a|b], _)), t(keysort([a-1|_], _)), t(length(_, a)), t(length([a], -1)).
