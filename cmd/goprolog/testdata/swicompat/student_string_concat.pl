% args: -q -g main -t halt {}
main :-
    string_concat("abc", "def", S1), print(S1), nl,
    string_concat(abc, 123, S2), print(S2), nl,
    findall(A-B, string_concat(A, B, "xyz"), L), print(L), nl,
    string_concat(P, "def", "abcdef"), print(P), nl,
    atomic_list_concat([a, "b", 3, 4.5], R1), print(R1), nl,
    atomic_list_concat(Parts, ',', 'x,y,,z'), print(Parts), nl,
    catch(atomic_list_concat(_, '', abc), E, (print_message(error, E))),
    catch(atomic_list_concat([a, _], R2), E2, (print_message(error, E2))), print(R2), nl,
    atomic_list_concat([a, b, c], X), print(X), nl,
    atomics_to_string([a, 1, "s"], S3), print(S3), nl,
    string_concat(S4, S5, ""), print(S4-S5), nl,
    atom_concat(abc, X2, abcdef), print(X2), nl,
    string(S1), \+ string(abc), writeln(ok).
