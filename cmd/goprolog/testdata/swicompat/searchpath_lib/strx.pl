:- module(strx, [shout/2, words/2]).
shout(S, U) :- string_upper(S, U0), string_concat(U0, "!", U).
words(S, Ws) :- split_string(S, " ", " ", Ws).
