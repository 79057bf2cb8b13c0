% args: {}
:- initialization(main, main).
:- table path/2.
edge(a,b). edge(b,c). edge(c,a). edge(c,d).
path(X,Y) :- edge(X,Y).
path(X,Y) :- path(X,Z), edge(Z,Y).

:- table fib/2.
fib(0, 0).
fib(1, 1).
fib(N, F) :- N > 1, N1 is N-1, N2 is N-2, fib(N1, F1), fib(N2, F2), F is F1+F2.

:- table conn(_,_,min).
conn(X, Y, 1) :- edge(X, Y).
conn(X, Y, N) :- conn(X, Z, N0), edge(Z, Y), N is N0+1.

t(G) :- ( catch(G, E, (print_message(error, E), fail)) -> format("~q.~n", [G]) ; format("FAIL ~q~n", [G]) ).

main :-
    findall(Y, path(a,Y), Ys), sort(Ys, S), writeln(S),
    fib(50, F), writeln(F),
    findall(Y-N, conn(a, Y, N), Cs), sort(Cs, SC), writeln(SC),
    findall(X, between(1, 3, X), B1), writeln(B1),
    findall(X, between(3, 1, X), B2), writeln(B2),
    t(between(1, inf, 5)),
    t(between(1, infinite, 5)),
    t(between(a, 3, _)),
    t(between(1, 3, a)),
    t(between(_, 3, 1)),
    t(between(5, 5, _)),
    t(succ(_, 4)),
    t(succ(3, _)),
    t(succ(_, 0)),
    t(succ(a, _)),
    t(succ(_, _)),
    t(succ(-1, _)),
    t(plus(1, _, 5)),
    t(char_type(a, alpha)),
    t(char_type('A', upper(_))),
    t(char_type(a, upper(_))),
    t(char_type(x, to_lower(_))),
    t(char_type('1', digit(_))),
    t(char_type(' ', space)),
    t(char_type('_', csym)),
    t(char_type('_', alpha)),
    t(char_type('.', punct)),
    t(code_type(0'a, alnum)),
    t(code_type(0'z, csymf)),
    t(char_type(X1, digit(5))),
    t(findall(C, (member(C, [a,'B','3',' ','!']), char_type(C, graph)), _)),
    t(atom_to_term('foo(X, Y, X)', _, _)),
    t(string_code(2, "xyz", _)),
    t(tab(2)), nl,
    t(forall(between(1,3,I), (write(I), nl))),
    t(length(L, N2)), 
    t(abs(-3) =:= 3),
    t(X2 is max(3, 4.0)),
    t(X3 is min(2, 2.0)),
    t(X4 is truncate(-3.7)),
    t(X5 is -7 // 2),
    t(X6 is -7 mod 2),
    t(X7 is -7 rem 2),
    t(X8 is 7 div -2),
    t(X9 is 2 ** 10),
    t(Y1 is 2 ^ 100),
    t(Y2 is 2 ** -1),
    t(Y3 is 2 ^ -1),
    t(Y4 is 10 / 4),
    t(Y5 is 10 / 5),
    t(Y7 is copysign(2, -0.0)),
    t(Y8 is gcd(12, 18)),
    t(Y9 is msb(1000)),
    t(Z1 is cmpflags),
    t(Z2 is e),
    t(Z3 is inf),
    t(Z4 is nan),
    t(Z5 is random(10) * 0),
    t(Z6 is integer(2.5)),
    t(Z7 is integer(-2.5)),
    t(Z8 is round(2.5)),
    t(Z9 is ceiling(2.1)),
    t(W1 is sign(-3.0)),
    t(W2 is 5 / 0),
    t(W3 is 5.0 / 0),
    t(W4 is log(0)),
    t(W5 is sqrt(-1)),
    t(W6 is float_integer_part(3.7)),
    t(W7 is float_fractional_part(-3.5)),
    t(W8 is 0b1010 + 0o17 + 0xff + 0'a),
    t(W9 is 1.0e10),
    t(V1 is 123456789012345678901234567890 * 2),
    t(V2 is 1.0Inf),
    t(V4 is trig),
    t(V5 is atan2(1, 1)),
    t(V6 is atan(1, 1)),
    t(V7 is 3 xor 5),
    t(V8 is \ 5),
    t(V9 is 1 << 70),
    t(U1 is truncate(1.0e20)).
