% SWI-Prolog's term inspection built-ins: term_singletons/2,
% nonground/2, unifiable/3, is_most_general_term/1,
% size_abstract_term/3, variant_sha1/2, variant_hash/2 (their
% properties: goprolog's digits differ from swipl's), copy_term/4,
% del_attrs/1 and put_attrs/2; meta-called by the driver and called from
% compiled clauses.
:- style_check(-singleton).
:- ensure_loaded(driver).
:- discontiguous g/1.

g(term_singletons(f(X,Y,X,g(Z)), L)).
g(term_singletons(a, L)).
g(term_singletons(f(X,Y,_,X), L)).
g(term_singletons([X,Y|X], L)).
g(term_singletons(X, L)).
g((X = f(Y), term_singletons(g(X,X), L))).
g((X = f(X,Y), term_singletons(X, L))).
g(nonground(f(a,X,Y), V)).
g(nonground(f(a), V)).
g(nonground(X, V)).
g(nonground(f(X,Y), Y)).
g(nonground(f(X,Y), a)).
g(unifiable(f(X,Y), f(a,b), L)).
g(unifiable(f(X,Y,Z), f(Y,Z,a), L)).
g(unifiable(X, Y, L)).
g(unifiable(a, b, L)).
g(unifiable(a, a, L)).
g(unifiable(f(X), f(g(X)), L)).
g(unifiable(f(X,X), f(Y,a), L)).
g(unifiable(a, X, L)).
g(unifiable(X, X, L)).
g(unifiable(f(Y), X, L)).
g(unifiable(X, f(Y), L)).
g(unifiable(f(X), f(Y), L)).
g(unifiable(f(A,B), f(B,A), L)).
g(unifiable([A,B,C], [1,2,3], L)).
g(unifiable(f(X, g(Y)), f(h(Y), g(b)), L)).
g(is_most_general_term(f(X,Y))).
g(is_most_general_term(f(X,X))).
g(is_most_general_term(a)).
g(is_most_general_term([X,Y])).
g(is_most_general_term([X|Y])).
g(is_most_general_term([X,X])).
g(is_most_general_term(X)).
g(is_most_general_term(1)).
g(is_most_general_term("s")).
g(is_most_general_term([])).
g(is_most_general_term(f(a))).
g(is_most_general_term([a])).
g(is_most_general_term(foo(_,_,_))).
g(size_abstract_term(2, f(g(h(i)), a), T)).
g(size_abstract_term(0, f(g(h(i)), a), T)).
g(size_abstract_term(1, f(g(h(i)), a), T)).
g(size_abstract_term(3, [a,b,c,d], T)).
g(size_abstract_term(2, [a,b,c,d], T)).
g(size_abstract_term(1, f(g(h(a)), k(b)), T)).
g(size_abstract_term(1, f(a(b(c),c), k(l,m)), T)).
g(size_abstract_term(0, f(x,y,z), T)).
g(size_abstract_term(0, f(X), T)).
g(size_abstract_term(0, X, T)).
g(size_abstract_term(2, g(X, f(X)), T)).
g(size_abstract_term(X, f(a), T)).
g(size_abstract_term(-1, f(a), T)).
g(size_abstract_term(a, f(a), T)).
g((X = f(X,Y), size_abstract_term(2, X, T), T = f(f(f(A, B), B), B), B == Y)).
g(same_sha1(f(X,Y,X), f(A,B,A))).
g(same_sha1(f(X,Y,X), f(A,B,B))).
g(same_sha1("abc", abc)).
g(same_sha1(1, 1.0)).
g(same_sha1(f(X), f(Y))).
g(same_sha1([a|T], [a|U])).
g(same_sha1([a|T], [a|T])).
g(same_sha1(f(X,Y), f(Y,X))).
g(same_sha1(f(X,X), f(Y,Z))).
g(same_hash(f(X,Y,X), f(A,B,A))).
g(same_hash(g(X,1,"s",2.5,[a]), g(Y,1,"s",2.5,[a]))).
g(sha1_atom(f(X))).
g(sha1_atom(abc)).
g(hash_range(g(X))).
g(hash_range(123)).
g((freeze(X, true), variant_sha1(X, H))).
g((X = f(X), variant_sha1(X, H))).
g((X = f(X), variant_hash(X, H))).
g(variant_sha1(f(X), a)).
g(copy_term([X], f(X,Y), Vs, T)).
g(copy_term([X], f(X,Y,Z), Vs, T)).
g(copy_term(a, f(X,Y), Vs, T)).
g(copy_term([X,Y], f(X,Y), Vs, T)).
g(copy_term(X, f(X,Y), Vs, T)).
g(copy_term(f(X), f(X,Y), Vs, T)).
g(copy_term([X], Y, [Z], T)).
g((put_attr(X, a, 1), copy_term([X], f(X,Y), [V], T), get_attr(V, a, R), del_attrs(X), del_attrs(V))).
g((put_attr(X, a, 1), put_attr(X, b, 2), del_attrs(X), \+ attvar(X))).
g(del_attrs(a)).
g(del_attrs(X)).
g((put_attrs(X, att(a, 1, [])), get_attr(X, a, V), del_attrs(X))).
g((put_attrs(X, att(a, 1, att(b,2,[]))), get_attrs(X, V), del_attrs(X))).
g((put_attr(X,a,1), put_attrs(X, att(b,2,[])), get_attrs(X,Z), del_attrs(X))).
g(put_attrs(a, att(a,1,[]))).

% The digits of variant_sha1/2 and variant_hash/2 differ from swipl's:
% only their properties are compared.
same_sha1(A, B) :- variant_sha1(A, H1), variant_sha1(B, H2), H1 == H2.
same_hash(A, B) :- variant_hash(A, H1), variant_hash(B, H2), H1 == H2.
sha1_atom(T) :- variant_sha1(T, H), atom(H), atom_length(H, 40),
    atom_codes(H, Cs), forall(member(C, Cs), code_type(C, xdigit(_))).
hash_range(T) :- variant_hash(T, H), integer(H), H >= 0, H < 1<<24.

% Compiled clauses.
c1(L) :- unifiable(f(X,Y,Z), f(Y,Z,a), L0), L0 = [_|_], L = L0-X-Y-Z.
c2(L) :- term_singletons(f(X,Y,X,g(Z)), L).
c3(T) :- size_abstract_term(1, f(g(h(i)), a), T).
c4(R) :- variant_sha1(f(A,B,A), H1), variant_sha1(f(C,D,C), H2), ( H1 == H2 -> R = same ; R = different ).
c6(R) :- variant_sha1(f(X), H), ( variant_sha1(f(Y), H) -> R = same ; R = different ).
c5(R) :- nonground(f(a,X,Y), V), ( V == X -> R = first ; R = other ).

g(c1(L)).
g(c2(L)).
g(c3(T)).
g(c4(R)).
g(c5(R)).
g(c6(R)).
