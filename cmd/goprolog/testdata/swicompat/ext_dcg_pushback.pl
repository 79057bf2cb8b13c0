% args: {}
:- initialization(main, main).

greeting(Name) --> "Hello, ", name(Cs), "!", { atom_codes(Name, Cs) }.
name([C|Cs]) --> [C], { code_type(C, alpha) }, name_rest(Cs).
name_rest([C|Cs]) --> [C], { code_type(C, alpha) }, !, name_rest(Cs).
name_rest([]) --> [].

kv(K-V) --> key(K), "=", value(V).
key(K) --> chars(Cs), { Cs \== [], atom_codes(K, Cs) }.
value(V) --> chars(Cs), { catch(number_codes(V, Cs), _, fail) -> true ; atom_codes(V, Cs) }.
chars([C|Cs]) --> [C], { \+ memberchk(C, `=;`) }, chars(Cs).
chars([]) --> [].

pairs([P|Ps]) --> kv(P), ( ";" -> pairs(Ps) ; { Ps = [] } ).

count(N), [C] --> [C], { N = 1 }.

any([]) --> [].
any([H|T]) --> [H], any(T).

sep_list(P, [X|Xs]) --> call(P, X), ( "," -> sep_list(P, Xs) ; { Xs = [] } ).
digit(D) --> [C], { code_type(C, digit(D)) }.

main :-
    phrase(greeting(N), `Hello, World!`), writeln(N),
    phrase(pairs(Ps), `a=1;b=hello;c=2.5`), print(Ps), nl,
    phrase(count(X), `abc`, R), atom_codes(RA, R), writeln(X-RA),
    findall(A-B, phrase((any(A), ",", any(B)), `x,y`), L), print(L), nl,
    phrase(sep_list(digit, Ds), `1,2,3`), writeln(Ds),
    ( phrase(greeting(_), `Hi!`) -> true ; writeln(nomatch) ),
    catch(phrase(undefined_nt, `x`), E, (print_message(error, E))),
    catch(phrase(_, `x`), E2, (print_message(error, E2))),
    catch(phrase(foo, bar), E3, (print_message(error, E3))),
    atom_codes(A1, "str"), writeln(A1),
    X2 = `back`, writeln(X2),
    string_codes(S, `abc`), string(S), writeln(S),
    phrase(("ab", rest(Rest)), `abcd`), atom_codes(RR, Rest), writeln(RR),
    expand_term((a --> b, "x", {c}, !), T), portray_clause(T),
    expand_term((a(X3) --> [X3], call(foo, 1)), T2), portray_clause(T2),
    expand_term((a, [p] --> b), T3), portray_clause(T3).

rest(R, R, []).
