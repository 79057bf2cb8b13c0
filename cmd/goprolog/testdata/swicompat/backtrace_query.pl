% args: -q
% stdin: X is 1/0.
% stdin:
% stdin: atom_length(X,Y).
% stdin:
% stdin: X = f(Y), atom_length(X, L).
% stdin:
% stdin: atom_length(X,Y), true.
% stdin:
% stdin: (fail ; atom_length(X,Y)).
% stdin:
% stdin: \+ atom_length(X,Y).
% stdin:
% stdin: once(atom_length(X,Y)).
% stdin:
% stdin: catch(atom_length(X,Y), foo, true).
% stdin:
% stdin: atom_length(f(g(h(i(x)))), Y).
% stdin:
% stdin: X = "abc", atom_length(X, foo).
% stdin:
% stdin: call(atom_length(X,Y)).
% stdin:
% stdin: call((atom_length(X,Y), true)).
% stdin:
% stdin: throw(error(foo, _)).
% stdin:
% stdin: throw(error(type_error(a,b), context(foo/0, _))).
% stdin:
% stdin: atom_length(X,Y) -> true ; true.
% stdin:
% stdin: (atom_length(X,Y) ; true).
% stdin:
% stdin: call((true, atom_length(X,Y))).
% stdin:
% stdin: ignore(atom_length(X,Y)).
% stdin:
% stdin: once((atom_length(X,Y), true)).
% stdin:
% stdin: catch((true,atom_length(X,Y)), foo, true).
% stdin:
% stdin: (true -> atom_length(X,Y) ; true).
% stdin:
% stdin: atom_length(X,Y), !.
% stdin:
% stdin: X = f(X), atom_length(X, L).
% stdin:
% stdin: msort(a, X).
% stdin:
% stdin: number_codes(X, "3x").
% stdin:
% stdin: arg(x, f(a), A).
% stdin:
% stdin: X is foo+1.
% stdin:
% stdin: format("~d", [a]).
% stdin:
% stdin: functor(F, foo, -1).
% stdin:
% stdin: X = 1, Y is X + a.
% stdin:
% stdin: catch(atom_length(1, a), E, true), atom_length(X, Y).
% stdin:
% stdin: atom_length(abc, L), atom_codes(A, B).
% stdin:
% stdin: X = point(1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20), atom_length(X, L).
% stdin:
% stdin: X = [1,2,3,4,5], atom_length(X, L).
% stdin:
% stdin: X = 1, (X > 0 -> atom_length(X, foo) ; true).
% stdin:
% stdin: throw(error(a, b)).
% stdin:
% stdin: throw(oops).
% stdin:
% stdin: X = 1, throw(error(foo, _)).
% stdin:
% stdin: X = 1, throw(foo).
% stdin:
% stdin: X = 1, Y is X/0.
% stdin:
% stdin: X = 1, \+ atom_length(X, foo).
% stdin:
% stdin: atom_length(X, X).
% stdin:
% stdin: call(atom_length(X, X)).
% stdin:
% stdin: forall(between(1,3,X), atom_length(X, foo)).
% stdin:
% stdin: forall(member(X,[a,f(x)]), atom_length(X,_)).
% stdin:
% stdin: forall((true, atom_length(X, Y)), true).
% stdin:
% stdin: X = f(A, A), atom_length(X, L).
% stdin:
% stdin: append(X, Y, [1]), atom_length(X, foo), true.
% stdin:
% stdin: catch(atom_length(X,Y), E, throw(E)).
% stdin:
% stdin: catch(atom_length(X,Y), error(E, C), throw(error(E, C))).
% stdin:
% stdin: catch(atom_length(1, a), E, (true, atom_length(E, Y))).
% stdin:
% stdin: catch(atom_length(X,Y), E, (write(caught), nl, throw(E))).
% stdin:
% stdin: catch(throw(error(foo, _)), error(bar, _), true).
% stdin:
% stdin: X = 1, catch(atom_length(X,Y), E, throw(E)).
% stdin:
% stdin: X = "abc", string_code(a, X, C).
% stdin:
% stdin: X = f(x), msort(X, L).
% stdin:
% stdin: X = f(x), atom_chars(X, L).
% stdin:
% stdin: X = f(x), tab(X).
% stdin:
% stdin: true, call((atom_length(X,Y), true)).
% stdin:
% stdin: true, call((true, atom_length(X,Y))).
% stdin:
% stdin: call(call(atom_length(X,Y))).
% stdin:
% stdin: true, call(atom_length(X,Y)), true.
% stdin:
% stdin: true, call(atom_length(X,Y)).
% stdin:
% stdin: true, once(atom_length(X,Y)).
% stdin:
% stdin: true, forall(atom_length(X,Y), true).
% stdin:
% stdin: true, throw(error(foo, _)).
% stdin:
