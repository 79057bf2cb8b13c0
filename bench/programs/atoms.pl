% Atom built-ins in a loop: atom_codes/2 both ways, atom_concat/3 both
% ways (including enumeration of splits), sub_atom/5 searching and
% atom_length/2.

step(I, K) :-
    atom_codes(I, Cs),
    atom_codes(A, [0'x|Cs]),
    atom_concat(A, '_suffix', B),
    atom_concat(P, '_suffix', B),
    P == A,
    aggregate_all(count, atom_concat(_, _, B), Splits),
    aggregate_all(count, sub_atom(B, _, 1, _, 'f'), Fs),
    sub_atom(B, Before, _, 0, suffix),
    atom_length(B, L),
    K is Splits + Fs + Before + L.

loop(I, N, S, S) :- I > N, !.
loop(I, N, S0, S) :- step(I, K), S1 is S0+K, I1 is I+1, loop(I1, N, S1, S).

bench_main :-
    loop(1, 60000, 0, S),
    format("~w~n", [S]).
