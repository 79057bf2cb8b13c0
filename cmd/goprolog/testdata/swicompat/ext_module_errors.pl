% args: -q {} -t halt
:- module(shop, [price/2, total/2]).
:- use_module(library(lists)).

price(apple, 1.20).
price(pear, 0.80).
price(milk, 2.5).

total(Items, T) :-
    foldl([I, A0, A]>>(price(I, P), A is A0 + P), Items, 0, T).

discount(T, D) :- T > 10 -> D is T * 0.1 ; D = 0.

price(bread, 3).

:- dynamic stock/2.
stock(apple, 10).

append([], L, L).

format_price(P) :- format("~2f", P).

helper(X, Y) :- X = Y, Z = 1.

:- initialization(run).
run :- total([apple, pear], T), format("~4f~n", [T]),
       discount(20, D), writeln(D),
       format_price(1.5), nl,
       catch(format("~d~n", [a]), E, (print_message(error, E))),
       c((atom_length(X, _))),
       c((assertz(price(x, 1)))),
       c((arg(x, f(a), _))),
       c((functor(_, _, _))),
       c((atom_codes(_, _))),
       c((number_codes(N, "12x"))),
       c((succ(X, 0))),
       c((msort(a, _))),
       c((nth0(a, [1], _))),
       catch(sub_atom(abc, B, 2, A, Sub), E13, true), writeln(B-A-Sub),
       c((open('/nonexistent/file', read, _))),
       c((see(nofile_here))),
       c((consult(nofile_here))),
       c((X is foo + 1)),
       c((X is "a" + 1)),
       c((atom_to_term('foo(', _, _))),
       c((retract(price(apple, _)))),
       c((call(1))),
       c((assertz((foo :- 1)))),
       c((atom_length(abc, foo))),
       c((throw(my_error))),
       c((must_be(positive_integer, -1))),
       c((must_be(list, [a|b]))),
       c((must_be(boolean, x))),
       c((must_be(oneof([a,b]), c))),
       c((type_error(foo, bar))),
       c((domain_error(foo, bar))),
       c((existence_error(foo, bar))),
       c((permission_error(modify, foo, bar))),
       c((resource_error(memory))),
       c((representation_error(max_arity))),
       c((instantiation_error(_))),
       c((syntax_error(bad))),
       c((tab(-1))),
       c((char_code(C, -1))),
       c((atom_chars(_, [a|_]))),
       c((length(L, L))),
       writeln(N-C).

c(G) :- ( catch(G, E, (print_message(error, E))) -> true ; writeln(failed) ).
