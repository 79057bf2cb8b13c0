% Predicates that call the built-ins the WAM core decides on its heap
% (natives_terms.go, natives_atoms.go), for TestHeapNatives: run on the
% core and on the engine's solver, they give the same answers, errors
% and inference counts.

vars(T, Vs) :- term_variables(T, Vs).
flat(T, F) :- term_variables(T, Vs), length(Vs, N), F = N-Vs.
chk(X, L) :- memberchk(X, L).
fun(T, N, A) :- functor(T, N, A).
argn(N, T, A) :- arg(N, T, A).
args_after(T, K, N-A) :- arg(N, T, A), N > K.
first_arg_over(T, K, N) :- arg(N, T, A), A > K, !.
copy(T, C) :- copy_term(T, C).
univ(T, L) :- T =.. L.
occ(A, B) :- unify_with_occurs_check(A, B).
codes(A, L) :- atom_codes(A, L).
chars(A, L) :- atom_chars(A, L).
code(C, N) :- char_code(C, N).
len(A, N) :- atom_length(A, N).
num(N, L) :- number_codes(N, L).
anum(A, N) :- atom_number(A, N).
cat(A, B, C) :- atom_concat(A, B, C).
split_long(C, A-B) :- atom_concat(A, B, C), atom_length(A, N), N >= 2.
sub(A, B, L, R, S) :- sub_atom(A, B, L, R, S).
subs_of(A, L, S) :- sub_atom(A, _, L, _, S), S \== ''.
% Redos across collections: after each answer of sub_atom/5 or arg/3,
% garbage/0 makes more cells than a collection waits for, while the
% native's redo choicepoint holds its arguments.
gc_subs(A, N) :- findall(B, (sub_atom(A, B, 1, _, x), garbage), Bs), length(Bs, N).
gc_args(T, S) :- findall(X, (arg(_, T, X), garbage), Xs), sum_list(Xs, S).
garbage :- mk(150000, L), L = [_|_].
mk(0, []) :- !.
mk(N, [N|T]) :- N1 is N-1, mk(N1, T).
join(L, A) :- atomic_list_concat(L, A).
split(L, S, A) :- atomic_list_concat(L, S, A).
caught(G, R) :- catch(call_native(G), error(E, _), R = E), (var(R) -> R = ok ; true).
call_native(1) :- atom_length(_, _).
call_native(2) :- arg(x, f(a), _).
call_native(3) :- memberchk(a, [b|c]).
call_native(4) :- sub_atom(abc, _, _, _, f(x)).
call_native(6) :- atomic_list_concat([a, f(x)], _).
call_native(5) :- atom_concat(X, Y, abc), X == ab, Y == c, atom_length(Y, -1).
% Enumerations that leave their redos on the heap, and bagof/3's free
% variables.
codes_of(S, L) :- findall(I-C, string_code(I, S, C), L).
splits(S, L) :- findall(X+Y, string_concat(X, Y, S), L).
ops_of(N, L) :- findall(P-T, current_op(P, T, N), L).
groups(L) :- findall(K-Vs, bagof(V, member(K-V, [1-a, 2-b, 1-c]), Vs), L).
