% Big integers that is/2 makes, kept while loops on big integers make
% and drop many more (churn/1: enough for several collections of the
% heap, whose dropped big integers the core reuses). Each test keeps
% values in another place — a findall bag, a global variable, the
% database, a choicepoint, a sorted list, text, a thrown ball, a table,
% a copy, a term changed by setarg/3 — and checks them against values
% made again afterwards.

fact(0, F, F) :- !.
fact(N, F0, F) :- F1 is F0*N, N1 is N-1, fact(N1, F1, F).

fact(N, F) :- fact(N, 1, F).

churn(0) :- !.
churn(K) :- fact(1500, _), K1 is K-1, churn(K1).

short(X, S) :- S is X mod 1000000007.

same(Xs, Ys, R) :- ( Xs == Ys -> maplist(short, Xs, R) ; R = differ(Xs) ).

t1(R) :-
    findall(F, (between(1, 8, I), N is 100*I, fact(N, F)), Fs),
    churn(4),
    findall(F, (between(1, 8, I), N is 100*I, fact(N, F)), Gs),
    same(Fs, Gs, R).
t2(R) :-
    fact(700, F), nb_setval(bigpool_k, F),
    churn(4),
    nb_getval(bigpool_k, G), fact(700, H),
    same([G], [H], R).
t3(R) :-
    forall(between(1, 5, I), (N is 150*I, fact(N, F), assertz(kept(I, F)))),
    churn(4),
    findall(F, kept(_, F), Fs),
    findall(F, (between(1, 5, I), N is 150*I, fact(N, F)), Gs),
    same(Fs, Gs, R).
t4(R) :-
    fact(500, A), fact(600, B),
    churn(4),
    fact(500, A1), fact(600, B1),
    same([A, B], [A1, B1], R).
t5(R) :-
    fact(450, A), X is A + 1,
    between(1, 3, I), churn(2), I == 3, !,
    fact(450, A1), X1 is A1 + 1,
    same([X], [X1], R).
t6(R) :-
    findall(F, (member(N, [300, 100, 500, 200]), fact(N, F)), Fs),
    msort(Fs, Ss),
    churn(4),
    findall(F, (member(N, [100, 200, 300, 500]), fact(N, F)), Gs),
    same(Ss, Gs, R).
t7(R) :-
    fact(400, F), format(atom(A), "~w", [F]),
    churn(4),
    fact(400, G), format(atom(B), "~w", [G]), atom_length(B, L),
    ( A == B -> R = L ; R = differ ).
t8(R) :-
    catch(( fact(800, F), throw(big(F)) ), big(G), true),
    churn(4),
    fact(800, H),
    same([G], [H], R).
t9(R) :-
    big_tabled(650, F),
    churn(4),
    big_tabled(650, G), fact(650, H),
    same([F, G], [H, H], R).
t10(R) :-
    fact(350, F), copy_term(f(F, X, X), C),
    churn(4),
    fact(350, G),
    ( C = f(G, Y, Z), Y == Z -> same([G], [G], R) ; R = differ ).
t11(R) :-
    T = box(0), fact(550, F), setarg(1, T, F),
    churn(4),
    arg(1, T, G), fact(550, H),
    same([G], [H], R).
t12(R) :-
    fact(300, F), N is -F, M is N * 3 // 2,
    churn(4),
    fact(300, G), N1 is -G, M1 is N1 * 3 // 2,
    same([N, M], [N1, M1], R).
% The evaluator remembers its last division of a big integer by a small
% one (N mod D, then N // D); the core gives the digit arrays of dead
% values to new ones, so a remembered dividend is a value, not a
% big.Int's identity.
t13(R) :- divisions(3000, 1500, 0, R).

divisions(0, _, B, B) :- !.
divisions(K, N, B0, B) :-
    X is 3^N, D is X mod 7, D2 is powm(3, N, 7),
    ( D =:= D2 -> B1 = B0 ; B1 is B0 + 1 ),
    K1 is K-1, N1 is N + 1 - 2*(K mod 2),
    divisions(K1, N1, B1, B).

:- table big_tabled/2.
big_tabled(N, F) :- fact(N, F).

:- dynamic kept/2.

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13]).

:- include('lib/run_tests.pl').
