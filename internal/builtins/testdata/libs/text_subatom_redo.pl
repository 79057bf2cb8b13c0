% sub_atom/5 and sub_string/5 enumerations in every mode, compiled in a
% clause (all/2) where the redo restores what the call's arguments fixed,
% meta-called by the driver (g/1), and whether the last answer leaves a
% choicepoint; char lists made with one-character atoms, ASCII or not;
% and failure-driven loops over between/3 and repeat/0 whose built-ins
% make strings and floats; number_codes/2 of digit lists.
:- style_check(-singleton).
:- ensure_loaded(driver).

g(sub_atom(abc, B, L, A, S)).
g(sub_atom(abc, 1, L, A, S)).
g(sub_atom(abc, B, 1, A, S)).
g(sub_atom(abc, B, L, 1, S)).
g(sub_atom(abc, B, 1, 1, S)).
g(sub_atom(abab, B, L, A, ab)).
g(sub_atom(abab, B, 2, A, ab)).
g(sub_atom(abab, B, L, 0, ab)).
g(sub_atom(abab, 2, L, A, ab)).
g(sub_atom(héllo, B, 2, A, S)).
g(sub_atom(héllo, B, L, A, l)).
g(sub_atom(héllo, B, L, A, él)).
g(sub_atom(12345, B, 2, A, S)).
g(sub_atom(1.5, B, 1, A, S)).
g(sub_atom('', B, L, A, S)).
g(sub_atom(abc, B, L, A, "b")).
g(sub_string(abab, B, L, A, "ab")).
g(sub_string("héllo", B, 1, A, S)).
g(sub_string("abc", B, L, A, S)).
g(atom_chars(X, [h, é, '\x1F600\'])).
g(atom_chars(héé, L)).
g(string_chars(S, [a, 'ü'])).
g(char_code(C, 0'a)).
g(char_code(C, 0x1F600)).
g(number_codes(X, "123")).
g(number_codes(X, "-12")).
g(number_codes(X, "-")).
g(number_codes(X, "007")).
g(number_codes(X, [0'1, '2'])).
g(number_codes(X, ['1', 0'2])).
g(number_codes(X, ['-', '4'])).
g(number_codes(X, ['-', 0'4])).
g(number_codes(X, "1234567890123456789")).
g(number_codes(X, "12345678901234567890")).
g(number_codes(X, [0'1|_])).
g(number_codes(X, [0'1|a])).
g(number_codes(12, "012")).
g(number_codes(12.0, "12")).
g(number_codes(X, "--1")).
g(number_chars(X, ['1', '2'])).
g(number_codes(X, " 12")).
g(atom_codes(-17, L)).
g(atom_chars(250, L)).
g(number_codes(-123, L)).
g(number_chars(0, L)).
g(number_codes(12, [0'1|T])).
g(atom_codes(X, [0'1, 0'2])).
g(number_codes(9223372036854775807, L)).

all(sub_atom_all, L) :- findall(B-L0-A-S, sub_atom(abcd, B, L0, A, S), L).
all(sub_atom_len, L) :- findall(B-S, sub_atom(abcde, B, 2, _, S), L).
all(sub_atom_after, L) :- findall(B-S, sub_atom(abcde, B, _, 1, S), L).
all(sub_atom_sub, L) :- findall(B-A, sub_atom(abcabcabc, B, _, A, bc), L).
all(sub_atom_sub_after, L) :- findall(B, sub_atom(abcabcabc, B, _, 0, bc), L).
all(sub_atom_uni, L) :- findall(B-S, sub_atom('aéb€c', B, _, _, S), L).
all(sub_atom_uni_sub, L) :- findall(B-A, sub_atom('é€é€é', B, _, A, '€é'), L).
all(sub_atom_num, L) :- findall(S, sub_atom(3.25, _, 2, _, S), L).
all(sub_string_all, L) :- findall(S, sub_string("abc", _, _, _, S), L).
all(sub_string_types, L) :- findall(T, ( sub_string(abc, _, 1, _, S), ( string(S) -> T = s ; T = n ) ), L).
all(nested, L) :- findall(X-Y, ( sub_atom(ab, _, 1, _, X), sub_atom(cd, _, 1, _, Y) ), L).
all(chars, L) :- findall(Cs, ( member(A, [abc, 'é!', '']), atom_chars(A, Cs) ), L).
all(loop_strings, N) :- nb_setval(k, 0), ( between(1, 20000, I), sub_string("abcdef", _, _, _, S), string_length(S, 6), nb_getval(k, K), K1 is K + 1, nb_setval(k, K1), fail ; nb_getval(k, N) ).
all(split_many, L) :- findall(P, ( member(T, ["a,b,c,d,e,f,g,h,i", "x", " p , q ", ""]), split_string(T, ",", " ", P) ), L).
all(cut_mid, L) :- findall(B, ( sub_atom(abcabc, B, 1, _, c), ! ), L).
all(throw_mid, X) :- catch(( sub_atom(abc, _, 1, _, S), S == b, throw(found(S)) ), found(X), true).
all(interleaved, L) :- findall(S-P, ( sub_atom(abc, _, 1, _, S), atom_concat(P, _, S) ), L).
all(if_then_else, L) :- findall(S, ( sub_atom(abcd, _, 2, _, S) -> true ; S = none ), L).
all(negation, L) :- findall(A, ( member(A, [abc, xyz, cab]), \+ sub_atom(A, _, _, _, b) ), L).
all(loop_split, N) :- ( between(1, 20000, I), split_string("a,b,c", ",", "", P), P \== ["a","b","c"] -> N = bad ; N = ok ).
all(loop_floats, S) :- nb_setval(s, 0.0), ( between(1, 20000, I), F is I * 0.5, nb_getval(s, S0), S1 is S0 + F, nb_setval(s, S1), fail ; nb_getval(s, S) ).
all(loop_repeat, N) :- nb_setval(r, 0), ( repeat, nb_getval(r, R), R1 is R + 1, nb_setval(r, R1), atom_string(R1, Str), string_concat(Str, "x", _), R1 >= 20000, ! ), nb_getval(r, N).

last_det(K, Ds) :-
    findall(D, ( call_cleanup(det_goal(K), Det = true), ( Det == true -> D = det ; D = nondet ) ), Ds).

det_goal(sub_atom) :- sub_atom(abc, _, _, _, _).
det_goal(sub_atom_len) :- sub_atom(abc, _, 2, _, _).
det_goal(sub_atom_sub) :- sub_atom(abab, _, _, _, ab).
det_goal(sub_string) :- sub_string("ab", _, _, _, _).
det_goal(sub_atom_after) :- sub_atom(abc, _, _, 0, _).

main2 :-
    forall(clause(all(K, _), _), ( all(K, L), print(K = L), nl )),
    forall(clause(det_goal(K), _), ( last_det(K, Ds), print(K = Ds), nl )).

:- initialization(main2).
