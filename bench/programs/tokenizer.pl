% A DCG tokenizer and parser over one long code list, as a compiler's
% front end is written in Prolog: a program text of 6,000 statements
% ("v12 = (v3 + 41) * v7 - 5;") is made as a list of character codes,
% tokenized by a DCG into identifiers, numbers and punctuation (white
% space skipped), then parsed by a second DCG over the tokens with the
% usual precedence of + - and * /, and each statement is evaluated in an
% environment of the variables assigned so far (a list of pairs). The
% answer is the number of tokens and a checksum of the values.

rand(S0, S, X) :-
    S is (S0 * 1103515245 + 12345) mod 2147483648,
    X is S // 65536.

% --- the text -------------------------------------------------------

% text(+N, -Codes): N statements.
text(N, Cs) :- text(N, 1, Cs, []).

text(0, _, Cs, Cs) :- !.
text(N, S0, Cs0, Cs) :-
    rand(S0, S1, R),
    V is R mod 20,
    ident(V, Cs0, [32, 0'=, 32|Cs1]),
    rexpr(3, S1, S2, Cs1, [0';, 0'\n|Cs2]),
    N1 is N - 1,
    text(N1, S2, Cs2, Cs).

ident(V, [0'v|Cs0], Cs) :-
    number_codes(V, Ds),
    append(Ds, Cs, Cs0).

rexpr(D, S0, S, Cs0, Cs) :-
    rand(S0, S1, R),
    K is R mod 5,
    (   ( D =:= 0 ; K < 2 )
    ->  S = S1,
        (   K mod 2 =:= 0
        ->  V is R mod 10, ident(V, Cs0, Cs)
        ;   M is R mod 100, number_codes(M, Ds), append(Ds, Cs, Cs0)
        )
    ;   D1 is D - 1,
        op_code(K, O),
        (   K =:= 4
        ->  Cs0 = [0'(|Cs1],
            rexpr(D1, S1, S2, Cs1, [32, O, 32|Cs2]),
            rexpr(D1, S2, S, Cs2, [0')|Cs])
        ;   rexpr(D1, S1, S2, Cs0, [32, O, 32|Cs2]),
            rexpr(D1, S2, S, Cs2, Cs)
        )
    ).

op_code(2, 0'+).
op_code(3, 0'*).
op_code(4, 0'-).

% --- the tokenizer --------------------------------------------------

tokens([T|Ts]) --> blanks, token(T), !, tokens(Ts).
tokens([]) --> blanks.

blanks --> [C], { C =< 32 }, !, blanks.
blanks --> [].

token(id(Name)) -->
    [C], { C >= 0'a, C =< 0'z }, !,
    alnums(Cs),
    { atom_codes(Name, [C|Cs]) }.
token(num(N)) -->
    [C], { C >= 0'0, C =< 0'9 }, !,
    digits(Ds),
    { number_codes(N, [C|Ds]) }.
token(punct(P)) -->
    [C], { punct(C, P) }.

punct(0'+, +). punct(0'-, -). punct(0'*, *). punct(0'/, /).
punct(0'(, '('). punct(0'), ')'). punct(0'=, =). punct(0';, ;).

alnums([C|Cs]) --> [C], { alnum(C) }, !, alnums(Cs).
alnums([]) --> [].

digits([C|Cs]) --> [C], { C >= 0'0, C =< 0'9 }, !, digits(Cs).
digits([]) --> [].

alnum(C) :- C >= 0'a, C =< 0'z, !.
alnum(C) :- C >= 0'0, C =< 0'9.

% --- the parser -----------------------------------------------------

statements([S|Ss]) --> statement(S), !, statements(Ss).
statements([]) --> [].

statement(assign(V, E)) --> [id(V), punct(=)], expr(E), [punct(;)].

expr(E) --> term(T), expr_rest(T, E).

expr_rest(Acc, E) --> [punct(+)], !, term(T), expr_rest(Acc + T, E).
expr_rest(Acc, E) --> [punct(-)], !, term(T), expr_rest(Acc - T, E).
expr_rest(E, E) --> [].

term(T) --> factor(F), term_rest(F, T).

term_rest(Acc, T) --> [punct(*)], !, factor(F), term_rest(Acc * F, T).
term_rest(Acc, T) --> [punct(/)], !, factor(F), term_rest(Acc / F, T).
term_rest(T, T) --> [].

factor(num(N)) --> [num(N)], !.
factor(var(V)) --> [id(V)], !.
factor(E) --> [punct('(')], expr(E), [punct(')')].

% --- evaluation -----------------------------------------------------

run([], Env, Env).
run([assign(V, E)|Ss], Env0, Env) :-
    eval(E, Env0, X0),
    X is X0 mod 1000003,
    put(Env0, V, X, Env1),
    run(Ss, Env1, Env).

eval(num(N), _, N).
eval(var(V), Env, X) :- ( get(Env, V, X0) -> X = X0 ; X = 0 ).
eval(A + B, Env, X) :- eval(A, Env, XA), eval(B, Env, XB), X is XA + XB.
eval(A - B, Env, X) :- eval(A, Env, XA), eval(B, Env, XB), X is XA - XB.
eval(A * B, Env, X) :- eval(A, Env, XA), eval(B, Env, XB), X is XA * XB.

get([K-V0|T], K0, V) :- ( K == K0 -> V = V0 ; get(T, K0, V) ).

put([], K, V, [K-V]).
put([K0-V0|T], K, V, Env) :-
    (   K0 == K
    ->  Env = [K-V|T]
    ;   Env = [K0-V0|Env1],
        put(T, K, V, Env1)
    ).

checksum([], S, S).
checksum([_-V|T], S0, S) :- S1 is (S0 * 31 + V) mod 1000003, checksum(T, S1, S).

round(N, NT, Sum) :-
    text(N, Cs),
    phrase(tokens(Ts), Cs),
    length(Ts, NT),
    phrase(statements(Ss), Ts),
    run(Ss, [], Env),
    checksum(Env, 0, Sum).

bench_main :-
    round(6000, NT, Sum),
    round(6000, _, _),
    round(6000, _, _),
    format("~w ~w~n", [NT, Sum]).
