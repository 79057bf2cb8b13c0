% Text processing with SWI-Prolog strings: split_string/4, string_code,
% sub_string/5, string_concat/3, number_string/2 and upcase.
line(I, S) :- M is I mod 13, T is I * 3, format(string(S), "item~w, ~w ,value~w,~w", [I, M, T, "x"]).
fields(S, N) :- split_string(S, ",", " ", Parts), Parts = [_, B|_], number_string(N, B).
process(I, V) :- line(I, S), fields(S, N), string_upper(S, U), sub_string(U, 0, 4, _, P), string_length(S, L),
    ( P == "ITEM" -> V is N + L ; V = 0 ).
loop(I, N, A, A) :- I > N, !.
loop(I, N, A0, A) :- process(I, V), A1 is A0 + V, I1 is I + 1, loop(I1, N, A1, A).
bench_main :- loop(1, 60000, 0, S), format("~w~n", [S]).
