% args: {}
:- use_module(library(assoc)).
:- use_module(library(pairs)).
:- use_module(library(dcg/basics)).
:- initialization(main, main).

word_freq(Text, Pairs) :-
    split_string(Text, " \n", ".,!?", Words0),
    exclude(==(""), Words0, Words),
    maplist([W,L]>>string_lower(W,L), Words, Lower),
    empty_assoc(A0),
    foldl(count_word, Lower, A0, A),
    assoc_to_list(A, Pairs).

count_word(W, A0, A) :-
    ( get_assoc(W, A0, C) -> C1 is C+1 ; C1 = 1 ),
    put_assoc(W, A0, C1, A).

greeting --> [hello], name.
name --> [world].
name --> [prolog].

digits2([D|T]) --> digit(D), digits2(T).
digits2([D]) --> digit(D).

peek(C), [C] --> [C].

expr(V) --> term(T), expr_rest(T, V).
expr_rest(Acc, V) --> "+", !, term(T), { A1 is Acc+T }, expr_rest(A1, V).
expr_rest(Acc, V) --> "-", !, term(T), { A1 is Acc-T }, expr_rest(A1, V).
expr_rest(V, V) --> [].
term(V) --> blanks, integer(V), blanks.

list_of(_, []) --> [].
list_of(P, [X|Xs]) --> call(P, X), list_of(P, Xs).
ab(a) --> "a".
ab(b) --> "b".

main :-
    word_freq("The cat and the hat. The end!", P), print(P), nl,
    transpose_pairs(P, TP), print(TP), nl,
    pairs_keys_values(P, Ks, Vs), print(Ks-Vs), nl,
    list_to_assoc([a-1, b-2, c-3], As),
    ( get_assoc(b, As, V) -> writeln(V) ; true ),
    max_assoc(As, MK, MV), writeln(MK-MV),
    min_assoc(As, NK, NV), writeln(NK-NV),
    assoc_to_keys(As, AK), assoc_to_values(As, AV), writeln(AK/AV),
    forall(gen_assoc(K, As, Val), writeln(K=Val)),
    ( catch(list_to_assoc([a-1, a-2], _), E, (print_message(error, E), fail)) -> true ; writeln(dup_fail) ),
    map_assoc([X,Y]>>(Y is X*10), As, As10), assoc_to_list(As10, L10), writeln(L10),
    ( phrase(greeting, [hello, prolog]) -> writeln(yes) ; writeln(no) ),
    phrase(digits2(Ds), `123`, Rest), atom_codes(DA, Ds), writeln(DA-Rest),
    phrase(peek(C), `xyz`, R2), atom_codes(RA, R2), char_code(CC, C), writeln(CC-RA),
    phrase(expr(V2), ` 12 + 30 - 2 `), writeln(V2),
    phrase(list_of(ab, L), `abba`), writeln(L),
    phrase((string_without(`,`, S1), ",", remainder(Rm)), `abc,def`), atom_codes(S1a, S1), atom_codes(Rma, Rm), writeln(S1a/Rma),
    phrase((whites, number(N), whites, eos), ` 3.5e2 `), writeln(N),
    ( phrase(integer(_), `abc`) -> true ; writeln(no_int) ),
    phrase(csv_like(Fs), `a,bb,,c`), print(Fs), nl,
    pairs_keys_values(PKV, [x,y], [1,2]), writeln(PKV),
    group_pairs_by_key([a-1,a-2,b-3,a-4], G), writeln(G),
    map_list_to_pairs(atom_length, [abc, de, f], MP), keysort(MP, SMP), pairs_values(SMP, ByLen), writeln(ByLen).

csv_like([F|Fs]) --> string_without(`,`, Cs), { atom_codes(F, Cs) }, ( "," -> csv_like(Fs) ; { Fs = [] } ).
