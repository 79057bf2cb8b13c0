% Nested expressions on big integers, so that intermediate results feed
% further functions (including min, max and abs, which may return an
% intermediate result itself), evaluated three ways: compiled in a
% clause, as an expression bound at run time, and inside findall/3.
% A value of is/2 must keep its value while later evaluations run.

e(1, A, B, max(A*B, B*A) + 0).
e(2, A, B, min(A*A - B, A)).
e(3, A, B, (A*A - 2) mod B).
e(4, A, B, (A*B) // (A+1) + (A*B) mod (A+1)).
e(5, A, B, gcd(A*B, A*A)).
e(6, A, B, msb(A*A*A + B)).
e(7, A, B, ((A << 70) >> 70) - A).
e(8, A, B, abs(-(A*B))).
e(9, A, B, max(A*A, B*B) - min(A*A, B*B)).
e(10, A, B, A*B*A*B*A - B).
e(11, A, B, powm(A, 65537, abs(B) + 2)).
e(12, A, B, (A*B) div (B-3) - (A*B) rem (B-3)).
e(13, A, B, ((A xor B) /\ (A \/ B)) + \(A*B)).
e(14, A, B, (A*A + B*B) ** 2 - (A**2 + B**2) ^ 2).
e(15, A, B, max(A*A, 1.0) + min(B, -(B*B))).
e(16, A, B, truncate(A * 1.0e-10) + A // 7 * 7 + A mod 7 - A).
e(17, A, B, sign(A*B - B*A) + abs(A*A) // abs(A)).
e(18, A, B, (A*B) / (A*1)).

% k(N, A, B, R): e(N, A, B, E) compiled.
term_expansion(compile_expressions, Clauses) :-
    findall((k(N, A, B, R) :- R is E), e(N, A, B, E), Clauses).
compile_expressions.

pair(A, B) :-
    member(A, [1267650600228229401496703205377, -9223372036854775809,
               9223372036854775807, 340282366920938463463374607431768211457]),
    member(B, [18446744073709551617, -170141183460469231731687303715884105727,
               1152921504606846977, 10]).

outcome(G, R, Out) :- catch((G -> Out = R ; Out = failed), error(E, _), Out = error(E)).

main :-
    forall(( pair(A, B), e(N, A, B, E) ),
           ( outcome(k(N, A, B, R1), R1, O1),
             outcome(R2 is E, R2, O2),
             outcome(findall(R, R is E, [R3]), R3, O3),
             format("~w ~q ~q: ~q ~q ~q~n", [N, A, B, O1, O2, O3]) )),
    forall(pair(A, B), kept(A, B)).

% X holds a value computed with intermediates; later evaluations must
% not change it.
kept(A, B) :-
    X is max(A*A, B),
    Y is B*B + A*A*A,
    Z is min(A*B - 1, A*B),
    _ is (Y*Y) mod (Z + 2),
    X2 is A*A,
    format("kept ~q ~q ~q ~q~n", [X, Y, Z, X2]).
