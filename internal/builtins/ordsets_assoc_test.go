package builtins_test

import "testing"

// ordsetsAssocGoals exercise library(ordsets) and library(assoc) (lib/
// ordsets.pl and lib/assoc.pl): ordinary cases, empty sets and trees,
// duplicates, unordered input, compound keys, inputs of 100 elements,
// unbound arguments where SWI-Prolog fails, binds or raises, and errors,
// of which only the formal term is compared (the context differs by
// module qualification). Assocs are compared as printed, so that their
// shape and balance marks must be SWI-Prolog's. Each is run in goprolog
// and in SWI-Prolog, and its variable R printed.
var ordsetsAssocGoals = []string{
	// is_ordset/1, list_to_ord_set/2, ord_empty/1
	`(is_ordset([a,b,c]) -> R = yes ; R = no)`,
	`findall(L, (member(L, [[], [a,a], [b,a], [a|_], foo, [1,a,f(x)], [1.0,1], [1,1.0], [a,b|c]]), is_ordset(L)), R)`,
	`(is_ordset(_) -> R = yes ; R = no)`,
	`list_to_ord_set([c,a,b,a,f(x),1,2.0,[z],f(a,b),g(y)], R)`,
	`list_to_ord_set([], R)`,
	`catch(list_to_ord_set(_, _), error(F, _), true), R = F`,
	`catch(list_to_ord_set([a|_], _), error(F, _), true), R = F`,
	`catch(list_to_ord_set(foo, _), error(F, _), true), R = F`,
	`findall(X, (member(X, [[], [a], _, foo]), ord_empty(X)), R)`,
	// ord_union/2,3,4
	`ord_union([a,c,e], [b,c,d,f], R)`,
	`ord_union([], [a], U1), ord_union([a], [], U2), ord_union([], [], U3), R = U1-U2-U3`,
	`ord_union([f(a),f(b)], [f(a,b),g(a),1], R)`,
	`catch(ord_union(X, [a], U), error(F, _), true), R = F-X-U`,
	`catch(ord_union([a,b], _, _), error(F, _), true), R = F`,
	`catch(ord_union(foo, [b], _), error(F, _), true), R = F`,
	`catch(ord_union([a,b], [a|foo], _), error(F, _), true), R = F`,
	`ord_union([[c],[a,b],[b,d],[],[e,a]], R)`,
	`ord_union([], U1), ord_union([[x]], U2), R = U1-U2`,
	`catch(ord_union(_, _), error(F, _), true), R = F`,
	`catch(ord_union([[a],[b],foo,[c],[d]], _), error(F, _), true), R = F`,
	`catch(ord_union([[b]|foo], _), error(F, _), true), R = F`,
	`ord_union([a,c], [b,c,d], U, N), R = U-N`,
	`ord_union(S1, [a], U, N), R = S1-U-N`,
	`ord_union([a], S2, U, N), R = S2-U-N`,
	`(ord_union(foo, [a], _, _) -> R = yes ; R = no)`,
	// ord_subtract/3, ord_intersection/2,3,4, ord_symdiff/3
	`ord_subtract([a,b,c,d], [b,d,e], R)`,
	`ord_subtract([], [a], D1), ord_subtract([a], [], D2), ord_subtract([a,b], X, D3), R = D1-D2-X-D3`,
	`catch(ord_subtract(_, [a], _), error(F, _), true), R = F`,
	`catch(ord_subtract([a|_], [a,b], _), error(F, _), true), R = F`,
	`(ord_subtract([a], b, _) -> R = yes ; R = no)`,
	`ord_intersection([a,b,d,f], [b,c,d,e,f], R)`,
	`ord_intersection(X, [a], I1), ord_intersection([a], Y, I2), R = X-I1-Y-I2`,
	`(ord_intersection([a,b], [b|foo], I) -> R = I ; R = no)`,
	`ord_intersection([a,b,d], [b,c,d,e], I, D), R = I-D`,
	`ord_intersection(X, [a], I, D), R = X-I-D`,
	`ord_intersection([[a,b,c,d],[b,c,d],[c,d,e]], R)`,
	`ord_intersection([[a,c],[a,b],[c,a]], R)`,
	`(ord_intersection([], _) -> R = yes ; R = no)`,
	`catch(ord_intersection(_, _), error(F, _), true), R = F`,
	`catch(ord_intersection([[a],_], _), error(F, _), true), R = F`,
	`catch(ord_intersection([[a],[b|foo]], _), error(F, _), true), R = F`,
	`catch(ord_intersection([a], _), error(F, _), true), R = F`,
	`ord_symdiff([a,b,c], [b,c,d], D1), ord_symdiff([], [a], D2), ord_symdiff([a], X, D3), R = D1-D2-X-D3`,
	// ord_memberchk/2, ord_add_element/3, ord_del_element/3, ord_selectchk/3
	`findall(X, (member(X, [a,b,c,d,e,f,g,h,i]), ord_memberchk(X, [b,d,f,h])), R)`,
	`findall(X-L, (member(L, [[c,a,b,d,e], [a,c,b], [a,b|foo], [a|foo], [X], [f(x)]]), member(X, [a,b,f(_)]), ord_memberchk(X, L)), R)`,
	`(ord_memberchk(_, [a]) -> R = yes ; R = no)`,
	`ord_add_element([a,c], b, S1), ord_add_element([a,c], a, S2), ord_add_element(X, a, S3), ord_add_element([a], f(x), S4), R = S1-S2-X-S3-S4`,
	`ord_del_element([a,b,c], b, S1), ord_del_element([a,c], b, S2), ord_del_element(X, a, S3), R = S1-S2-X-S3`,
	`ord_selectchk(b, [a,b,c], S1), ord_selectchk(X, [a,b], S2), ord_selectchk(b, S3, [a,c]), R = S1-X-S2-S3`,
	`findall(L, (member(L, [[a,b,c], [a,c], [b,b], [b,a], [a,b|foo], [a,_X,c], [b,c|_], []]), ord_selectchk(b, L, _)), R)`,
	// ord_subset/2, ord_disjoint/2, ord_intersect/2, ord_seteq/2
	`findall(A/B, (member(A, [[], [a], [a,c], [b,d]]), member(B, [[], [a,b,c], [c]]), ord_subset(A, B)), R)`,
	`ord_subset(X, [a]), R = X`,
	`findall(A/B, (member(A, [[], [a], [a,c], [b,d]]), member(B, [[], [a,b,c], [d]]), ord_disjoint(A, B)), R)`,
	`findall(A/B, (member(A, [[], [a], [a,c], [b,d]]), member(B, [[], [a,b,c], [d]]), ord_intersect(A, B)), R)`,
	`findall(A/B, (member(A, [[a], [a,b], X]), member(B, [[a], [b,a], X]), ord_seteq(A, B)), R)`,
	// 100 elements
	`numlist(1, 100, L), findall(X, (member(I, L), X is (I*37) mod 101), Xs), findall(X, (member(I, L), X is (I*53) mod 97), Ys), list_to_ord_set(Xs, S1), list_to_ord_set(Ys, S2), ord_union(S1, S2, U), ord_intersection(S1, S2, I), ord_subtract(S1, S2, D), ord_symdiff(S1, S2, SD), length(U, NU), length(SD, NSD), length(D, ND), R = NU-NSD-ND-I`,
	`numlist(1, 100, L), ord_union(L, [0,50,101], U, N), ord_intersection([0,50,101], L, I, D), length(U, NU), length(D, ND), R = NU-N-I-ND`,
	`numlist(1, 100, L), findall(X, (member(X, [0,1,4,50,99,100,101]), ord_memberchk(X, L)), R)`,
	`numlist(1, 100, L), findall(S, (between(1, 10, K), findall(X, (member(I, L), X is (I*K) mod 23), S0), sort(S0, S)), Ss), ord_union(Ss, U), ord_intersection(Ss, I), R = U-I`,
	`numlist(1, 100, L), findall(X, (member(I, L), X is (I*7) mod 100), Xs), msort(Xs, M), sort(Xs, S), (ord_subset(S, L) -> A = yes ; A = no), (ord_seteq(M, S) -> B = yes ; B = no), R = A-B`,
	// library(assoc)
	`empty_assoc(A), R = A`,
	`list_to_assoc([c-3,a-1,b-2,e-5,d-4], R)`,
	`list_to_assoc([], R)`,
	`list_to_assoc([f(b)-1,f(a)-2,g(a,b)-3,a-4,1-5,[x]-6,f(a,a)-7], A), assoc_to_list(A, L), assoc_to_keys(A, K), assoc_to_values(A, V), R = A-L-K-V`,
	`catch(list_to_assoc([a-1,b-2,a-3], _), error(F, _), true), R = F`,
	`catch(list_to_assoc([b-1,a-1,b-1], _), error(F, _), true), R = F`,
	`catch(list_to_assoc(_, _), error(F, _), true), R = F`,
	`catch(list_to_assoc([a-1,b], _), error(F, _), true), R = F`,
	`list_to_assoc([1-a,1.0-b], R)`,
	`ord_list_to_assoc([a-1,b-2,c-3,d-4], R)`,
	`catch(ord_list_to_assoc([b-1,a-2], _), error(F, _), true), R = F`,
	`catch(ord_list_to_assoc([a-1,a-2], _), error(F, _), true), R = F`,
	`catch(ord_list_to_assoc(foo, _), error(F, _), true), R = F`,
	`ord_list_to_assoc(L, A), R = L-A`,
	`list_to_assoc([a-1,b-2,c-3], A), findall(K-V, (member(K, [a,b,c,d,_]), get_assoc(K, A, V)), R)`,
	`list_to_assoc([f(x)-1], A), (get_assoc(f(_), A, V) -> R = V ; R = no)`,
	`(get_assoc(a, t, _) -> R = yes ; R = no)`,
	`catch(get_assoc(a, _, _), error(F, _), true), R = F`,
	`catch(get_assoc(a, foo, _), error(F, _), true), R = F`,
	`empty_assoc(A0), put_assoc(k, A0, 1, A1), put_assoc(k, A1, 2, A2), put_assoc(j, A2, 3, A3), R = A1-A2-A3`,
	`numlist(1, 9, L), foldl(oa_put, L, t, A), R = A`,
	`numlist(1, 9, L), reverse(L, Rev), foldl(oa_put, Rev, t, A), R = A`,
	`catch(put_assoc(a, _, 1, _), error(F, _), true), R = F`,
	`catch(put_assoc(b, t(a,1,<,t,foo), 2, _), error(F, _), true), R = F`,
	`list_to_assoc([a-1,b-2,c-3,d-4,e-5], A), max_assoc(A, K1, V1), min_assoc(A, K2, V2), R = K1-V1-K2-V2`,
	`(max_assoc(t, _, _) -> A = yes ; A = no), (min_assoc(t, _, _) -> B = yes ; B = no), R = A-B`,
	`catch(max_assoc(_, _, _), error(F, _), true), R = F`,
	`catch(min_assoc(foo, _, _), error(F, _), true), R = F`,
	`list_to_assoc([a-1,b-2,c-3,d-4,e-5,f-6,g-7], A), findall(K-V-A1, (member(K, [a,d,g,x]), del_assoc(K, A, V, A1)), R)`,
	`list_to_assoc([a-1,b-2], A), (del_assoc(a, A, 9, _) -> R = yes ; R = no)`,
	`(del_assoc(a, t, _, _) -> R = yes ; R = no)`,
	`catch(del_assoc(a, _, _, _), error(F, _), true), R = F`,
	`assoc_to_list(t, L), assoc_to_keys(t, K), assoc_to_values(t, V), R = L-K-V`,
	`numlist(1, 100, L), findall(K-I, (member(I, L), K is (I*37) mod 101), Ps), list_to_assoc(Ps, A), R = A`,
	`numlist(1, 100, L), findall(K, (member(I, L), K is (I*37) mod 101), Ks), foldl(oa_put, Ks, t, A), R = A`,
	`numlist(1, 100, L), findall(K, (member(I, L), K is (I*37) mod 101), Ks), foldl(oa_put, Ks, t, A), findall(K, (member(I, L), I mod 3 =\= 0, K is (I*53) mod 101), Ds), foldl(oa_del, Ds, A, A2), assoc_to_keys(A2, Keys), R = A2-Keys`,
	`numlist(1, 100, L), findall(K-I, (member(I, L), K = f(I)), Ps), ord_list_to_assoc(Ps, A), findall(V, (member(I, [1,50,100,101]), get_assoc(f(I), A, V)), Vs), max_assoc(A, Mx, _), min_assoc(A, Mn, _), R = Vs-Mx-Mn`,
	// get_assoc/5, map_assoc/2,3, is_assoc/1
	`list_to_assoc([a-1,b-2,c-3], A), get_assoc(b, A, O, A2, 20), R = O-A2`,
	`list_to_assoc([a-1,b-2,c-3], A), get_assoc(c, A, 3, A2, x), R = A2`,
	`list_to_assoc([a-1], A), (get_assoc(z, A, O, A2, 20) -> R = O-A2 ; R = no)`,
	`(get_assoc(a, t, _, _, _) -> R = yes ; R = no)`,
	`catch(get_assoc(a, bar, _, _, _), error(F, _), true), R = F`,
	`catch(get_assoc(a, _, _, _, _), error(F, _), true), R = F`,
	`list_to_assoc([a-1,b-2], A), map_assoc([V,W]>>(W is V*10), A, R)`,
	`list_to_assoc([a-1,b-2], A), map_assoc([_,_]>>true, A, R)`,
	`list_to_assoc([a-1,b-2], A), (map_assoc([V]>>(V > 0), A) -> R = yes ; R = no)`,
	`list_to_assoc([a-1,b-2], A), (map_assoc([V]>>(V > 1), A) -> R = yes ; R = no)`,
	`numlist(1, 20, L), findall(K-K, member(K, L), Ps), list_to_assoc(Ps, A), findall(V, map_assoc([X]>>(X mod 7 =:= 0 -> true ; true), A), _), map_assoc([X,Y]>>(Y is X*X), A, B), assoc_to_values(B, R)`,
	`map_assoc([_]>>true, t), map_assoc([_,_]>>true, t, R)`,
	`catch(map_assoc(foo, _), error(F, _), true), R = F`,
	`catch(map_assoc(foo, bar, _), error(F, _), true), R = F`,
	`findall(X, (member(X, [t, t(a,1,-,t,t), t(b,1,<,t(a,1,-,t,t),t), t(b,1,-,t(a,1,-,t,t),t), t(a,1,>,t,t(b,1,-,t,t)), t(b,1,>,t,t(a,1,-,t,t)), t(a,1,<,t,t), foo, t(a,1,-,_,t)]), is_assoc(X)), R)`,
	`(is_assoc(_) -> R = yes ; R = no)`,
	`numlist(1, 50, L), findall(K-v, member(K, L), Ps), list_to_assoc(Ps, A), del_assoc(25, A, _, A2), put_assoc(60, A2, w, A3), (is_assoc(A3) -> R = yes ; R = no)`,
}

const ordsetsAssocDriver = `
oa_put(K, A0, A) :- V is K * 10, put_assoc(K, A0, V, A).
oa_del(K, A0, A) :- ( del_assoc(K, A0, _, A1) -> A = A1 ; A = A0 ).
oa_run_all :- forall(oa_goal(N, G, R), oa_run(N, G, R)).
oa_run(N, G, R) :-
	format("@@~w~n", [N]),
	catch((call(G) -> Out = R ; Out = failed), E, Out = caught(E)),
	\+ \+ ( numbervars(Out, 0, _), format("~q~n", [Out]) ).
`

// TestOrdsetsAssocDifferential compares library(ordsets) and
// library(assoc) with SWI-Prolog, goal by goal.
func TestOrdsetsAssocDifferential(t *testing.T) {
	compareGoals(t, "oa.pl", ordsetsAssocDriver, "oa_goal(%d, (%s), R).\n", ordsetsAssocGoals, "oa_run_all")
}
