% args: -q -g t -t halt {}
:- use_module(library(nb_set)).
t :- empty_nb_set(S), forall(member(X, [b, a, f(_), b, f(_), g(Y, Y), g(_, _)]), (add_nb_set(X, S, New), writeln(New))),
     size_nb_set(S, N), writeln(N), nb_set_to_list(S, L), length(L, LL), writeln(LL),
     findall(K, (gen_nb_set(S, K), atom(K)), Ks), msort(Ks, SKs), writeln(SKs),
     ( add_nb_set(a, S, true) -> writeln(added) ; writeln(not_added) ),
     empty_nb_set(S2), ( between(1, 5, I), M is I mod 2, add_nb_set(M, S2), fail ; true ), size_nb_set(S2, N2), writeln(N2).
