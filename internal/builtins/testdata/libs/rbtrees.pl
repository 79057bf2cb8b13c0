% library(rbtrees): the documented API, its failures and errors, and
% the trees rb_insert/4 and ord_list_to_rbtree/2 build (printed in full,
% so their shapes are compared too), over keys from a fixed
% pseudo-random sequence.
:- use_module(library(rbtrees)).

t(G) :- catch((G -> true ; writeln(failed)), error(E, _), (print(E), nl)).
yn(G) :- ( catch(G, _, fail) -> writeln(yes) ; writeln(no) ).

shape(Node, n) :- Node = black(L, _, _, _), L == '', !.
shape(black(L, K, _, R), b(SL, K, SR)) :- shape(L, SL), shape(R, SR).
shape(red(L, K, _, R), r(SL, K, SR)) :- shape(L, SL), shape(R, SR).

% A linear congruential sequence of keys in 0..Mod-1.
keys(0, _, _, []) :- !.
keys(N, S0, Mod, [K|Ks]) :-
    S is (S0 * 1103515245 + 12345) mod 2147483648,
    K is (S // 65536) mod Mod,
    N1 is N - 1,
    keys(N1, S, Mod, Ks).

insert_all([], T, T).
insert_all([K|Ks], T0, T) :- V is K * 10, rb_insert(T0, K, V, T1), insert_all(Ks, T1, T).

delete_all([], T, T).
delete_all([K|Ks], T0, T) :- ( rb_delete(T0, K, T1) -> true ; T1 = T0 ), delete_all(Ks, T1, T).

main :-
    t((list_to_rbtree([b-1,a-2,b-3], T), rb_visit(T, P), writeln(P))),
    t((list_to_rbtree([b-1,a-2,b-1], T2), rb_visit(T2, P2), writeln(P2))),
    t((ord_list_to_rbtree([b-1,a-2], T3), rb_visit(T3, P3), writeln(P3))),
    t((ord_list_to_rbtree([a-1,a-2], T4), rb_visit(T4, P4), writeln(P4))),
    t((ord_list_to_rbtree([], T5), rb_visit(T5, P5), writeln(P5))),
    t((rb_new(E), rb_lookup(a, _, E))),
    t(rb_lookup(a, _, foo)), t(rb_lookup(a, _, _)), t(rb_insert(foo, a, 1, _)),
    t(rb_insert(_, a, 1, _)), t(rb_visit(foo, _)), t(rb_visit(_, _)),
    t(rb_size(foo, _)), t(rb_keys(_, _)), t(list_to_rbtree(foo, _)),
    t(list_to_rbtree([a], _)), t(list_to_rbtree(_, _)), t(list_to_rbtree([a-1|_], _)),
    t(ord_list_to_rbtree([a], _)),
    yn(is_rbtree(_)), yn(is_rbtree(foo)), yn((rb_new(X), is_rbtree(X))),
    t((rb_new(N), print(N), nl)), t((rb_empty(Em), print(Em), nl)),
    t((rb_new(N1), rb_insert(N1, a, 1, N2), rb_empty(N2))),
    L3 = [a-1,b-2,c-3],
    t((list_to_rbtree(L3, T6), rb_next(T6, a, K6, V6), writeln(K6-V6))),
    t((list_to_rbtree(L3, T7), rb_next(T7, c, _, _))),
    t((list_to_rbtree(L3, T8), rb_next(T8, bb, _, _))),
    t((list_to_rbtree(L3, T9), rb_previous(T9, c, K9, V9), writeln(K9-V9))),
    t((list_to_rbtree(L3, T10), rb_previous(T10, a, _, _))),
    t((list_to_rbtree(L3, T11), rb_previous(T11, bb, _, _))),
    t((list_to_rbtree(L3, T12), print(T12), nl)),
    t((rb_new(T13), rb_insert(T13, k, v, T14), print(T14), nl)),
    Nil = black('', _, _, ''),
    yn(is_rbtree(t(a, b))), yn(is_rbtree(t(Nil, Nil))),
    yn(is_rbtree(t(Nil, black(Nil, a, 1, Nil)))), yn(is_rbtree(t(Nil, red(Nil, a, 1, Nil)))),
    yn(is_rbtree(t(Nil, black(red(Nil, b, 1, Nil), a, 1, Nil)))),
    yn(is_rbtree(t(Nil, black(red(Nil, a, 1, Nil), a, 1, Nil)))),
    yn(is_rbtree(t(Nil, black(black(Nil, a, 1, Nil), b, 1, Nil)))),
    yn(is_rbtree(t(Nil, black(red(red(Nil, a, 1, Nil), b, 1, Nil), c, 1, Nil)))),
    yn((list_to_rbtree([a-1,a-2], TD), is_rbtree(TD))),
    L = [c-1,a-2,b-5],
    t((list_to_rbtree(L, M1), rb_map(M1, [V]>>(writeln(V))))),
    t((list_to_rbtree(L, M2), rb_fold([K-_,S0,S]>>(S = [K|S0]), M2, [], Fold), writeln(Fold))),
    t((list_to_rbtree(L, M3), rb_clone(M3, C, Ps), print(Ps), nl, rb_visit(C, CV), print(CV), nl)),
    t((list_to_rbtree(L, M4), rb_map(M4, [A1,B1]>>(B1 is A1 * 10), M5), rb_visit(M5, V5), writeln(V5))),
    t((list_to_rbtree(L, M6), rb_map(M6, [A2]>>(A2 > 1)))),
    t((list_to_rbtree(L, M7), rb_map(M7, [A3]>>(A3 > 0)), writeln(all_positive))),
    t((list_to_rbtree(L, M8), rb_map(M8, [A4,B4]>>(A4 > 1, B4 = A4), _))),
    t((list_to_rbtree(L, D1), rb_delete(D1, a, D2), rb_visit(D2, VD2), writeln(VD2))),
    t((list_to_rbtree(L, D3), rb_delete(D3, z, _))),
    t((list_to_rbtree(L, D4), rb_delete(D4, b, Vb, D5), rb_visit(D5, VD5), writeln(Vb-VD5))),
    t((rb_new(E1), rb_delete(E1, a, _))), t((rb_new(E2), rb_min(E2, _, _))),
    t((list_to_rbtree(L, X1), rb_min(X1, Kmin, Vmin), rb_max(X1, Kmax, Vmax), writeln(Kmin-Vmin/Kmax-Vmax))),
    t((list_to_rbtree(L, X2), findall(Ki-Vi, rb_in(Ki, Vi, X2), Li), writeln(Li))),
    t((list_to_rbtree(L, X3), rb_in(b, Vin, X3), writeln(Vin))),
    t((list_to_rbtree(L, X4), rb_in(z, _, X4))),
    t((list_to_rbtree(L, U1), rb_update(U1, a, 9, U2), rb_visit(U2, VU2), writeln(VU2))),
    t((list_to_rbtree(L, U3), rb_update(U3, z, 9, _))),
    t((list_to_rbtree(L, U4), rb_update(U4, a, Old, 9, U5), rb_visit(U5, VU5), writeln(Old-VU5))),
    t((list_to_rbtree(L, Q1), rb_apply(Q1, b, [A5,B5]>>(B5 is A5 + 1), Q2), rb_visit(Q2, VP2), writeln(VP2))),
    t((list_to_rbtree(L, Q3), rb_apply(Q3, z, [A6,B6]>>(B6 is A6 + 1), _))),
    t((list_to_rbtree(L, Q4), rb_apply(Q4, b, [_,_]>>fail, _))),
    t(list_to_rbtree(L, [not, a, tree])),
    t(ord_list_to_rbtree([a-1], t(_, red(_, _, _, _)))),
    t((list_to_rbtree(L, I1), rb_insert_new(I1, b, 0, _))),
    t((list_to_rbtree(L, I2), rb_insert_new(I2, d, 0, I3), rb_visit(I3, VI3), writeln(VI3))),
    t((list_to_rbtree(L, I4), rb_insert(I4, b, 0, I5), rb_visit(I5, VI5), writeln(VI5))),
    t((list_to_rbtree(L, Z1), rb_size(Z1, SZ), rb_keys(Z1, KZ), writeln(SZ-KZ))),
    t((rb_new(E3), rb_size(E3, S3), rb_keys(E3, K3), rb_visit(E3, V3), writeln(S3-K3-V3))),
    t((rb_new(E4), rb_delete(E4, a, _, _))),
    t((list_to_rbtree(L, DM1), rb_del_min(DM1, KD1, VD1, DM2), rb_visit(DM2, VDM2), writeln(KD1-VD1-VDM2))),
    t((list_to_rbtree(L, DM3), rb_del_max(DM3, KD3, VD3, DM4), rb_visit(DM4, VDM4), writeln(KD3-VD3-VDM4))),
    t((rb_new(E5), rb_del_min(E5, _, _, _))),
    t(rb_map(foo, [_]>>true)), t(rb_fold([_,S6,S6]>>true, foo, 0, _)),
    t(rb_delete(foo, a, _)), t(rb_min(foo, _, _)), t(rb_next(foo, a, _, _)),
    t(rb_in(_, _, foo)), t(rb_clone(foo, _, _)), t(rb_update(foo, a, 1, _)),
    t(rb_apply(foo, a, [_,_]>>true, _)), t(rb_insert_new(foo, a, 1, _)),
    t(rb_keys(foo, _)), yn(rb_empty(foo)), t(rb_new(foo)), t(rb_size(_, _)),
    numlist(1, 7, L7), findall(K7-K7, member(K7, L7), Ps7), list_to_rbtree(Ps7, T7a),
    t((rb_map(T7a, [A7,B7]>>(write(A7), nl, B7 = A7), _))),
    t((rb_fold([K8-_,S8,S9]>>(write(f(K8)), nl, S9 is S8 + 1), T7a, 0, Count), writeln(Count))),
    forall(between(1, 12, Len),
           ( numlist(1, Len, NL), findall(Kx-x, member(Kx, NL), PsL),
             ord_list_to_rbtree(PsL, TL), TL = t(_, RL), shape(RL, SL), print(Len:SL), nl )),
    forall(member(Seed-Count2-Mod, [1-20-100, 7-40-30, 42-60-1000, 3-100-50]),
           ( keys(Count2, Seed, Mod, Ks), rb_new(R0), insert_all(Ks, R0, R1),
             R1 = t(_, Root1), shape(Root1, Sh), print(Sh), nl,
             rb_visit(R1, Vis), print(Vis), nl, yn(is_rbtree(R1)),
             keys(Count2, Seed, Mod, Ks2), msort(Ks2, Sorted), last(Sorted, Max),
             forall(member(Q, [0, 5, Max]),
                    ( ( rb_lookup(Q, QV, R1) -> writeln(Q-QV) ; writeln(Q-none) ),
                      ( rb_next(R1, Q, NK, _) -> writeln(next(NK)) ; writeln(no_next) ),
                      ( rb_previous(R1, Q, PK, _) -> writeln(prev(PK)) ; writeln(no_prev) ) )),
             keys(Count2, 99, Mod, Dels), delete_all(Dels, R1, R2),
             rb_visit(R2, Vis2), print(Vis2), nl, yn(is_rbtree(R2)),
             rb_size(R2, Size2), writeln(Size2) )).
