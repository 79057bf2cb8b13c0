% A DCG parser and evaluator of arithmetic expressions, on code lists.
expr(V) --> term(T), expr_rest(T, V).
expr_rest(Acc, V) --> "+", !, term(T), { A1 is Acc + T }, expr_rest(A1, V).
expr_rest(Acc, V) --> "-", !, term(T), { A1 is Acc - T }, expr_rest(A1, V).
expr_rest(V, V) --> [].
term(V) --> factor(F), term_rest(F, V).
term_rest(Acc, V) --> "*", !, factor(F), { A1 is Acc * F }, term_rest(A1, V).
term_rest(V, V) --> [].
factor(V) --> "(", !, expr(V), ")".
factor(V) --> digits(Ds), { Ds \== [], number_codes(V, Ds) }.
digits([D|T]) --> [D], { D >= 0'0, D =< 0'9 }, !, digits(T).
digits([]) --> [].
text(I, Cs) :- format(codes(Cs), "(~w+~w)*~w-(~w*(~w+1))+~w", [I, 3, 7, I, 2, 11]).
loop(I, N, S, S) :- I > N, !.
loop(I, N, S0, S) :- text(I, Cs), phrase(expr(V), Cs), S1 is S0 + V, I1 is I + 1, loop(I1, N, S1, S).
bench_main :- loop(1, 40000, 0, S), format("~w~n", [S]).
