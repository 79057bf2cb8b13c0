% The core's evaluation of its integer steps (c/3, c/4: compiled
% arithmetic, run by evalInts) against the engine's evaluator (r/4: the
% same expression bound at run time, which the core leaves to it).

c(+, A, B, X) :- X is A + B.
c(-, A, B, X) :- X is A - B.
c(*, A, B, X) :- X is A * B.
c(//, A, B, X) :- X is A // B.
c(mod, A, B, X) :- X is A mod B.
c(rem, A, B, X) :- X is A rem B.
c(min, A, B, X) :- X is min(A, B).
c(max, A, B, X) :- X is max(A, B).
c(<<, A, B, X) :- X is A << B.
c(>>, A, B, X) :- X is A >> B.
c(/\, A, B, X) :- X is A /\ B.
c(\/, A, B, X) :- X is A \/ B.
c(xor, A, B, X) :- X is xor(A, B).
c(=:=, A, B, X) :- ( A =:= B -> X = true ; X = false ).
c(<, A, B, X) :- ( A < B -> X = true ; X = false ).
c(>=, A, B, X) :- ( A >= B -> X = true ; X = false ).
c(sq, A, B, X) :- X is (A*A - B) mod (A + 1).
c(-, A, X) :- X is -A.
c(abs, A, X) :- X is abs(A).
c(sign, A, X) :- X is sign(A).
c(\, A, X) :- X is \A.

r(sq, A, B, Y) :- !, E = (A*A - B) mod (A + 1), Y is E.
r(Op, A, B, Y) :- memberchk(Op, [=:=, <, >=]), !, EA = A+0, EB = B+0,
    C =.. [Op, EA, EB], ( C -> Y = true ; Y = false ).
r(Op, A, B, Y) :- E =.. [Op, A, B], Y is E.

vals(Vs) :- findall(V, (member(E, [0, 1, -1, 2, -3, 7, 10, 64, 65, -64, 1000,
        2^60-1, -(2^60), 2^60, 2^62, 2^63-1, -(2^63), 2^63, -(2^63)-1, 2^64-1, 2^64, -(2^64),
        2^100+12345, -(2^100)-7, 3^80, -(5^90), 2^128-1, 2^128, -(2^128),
        (2^521-1)*(2^607-1), -(3^700), 2^13000+3^5000, -(7^4700)]), V is E), Vs).

% case(-Case): each goal compared, Op-A-B-X-Y, or Op-A-X-Y for one
% operand; X is the core's answer, Y the evaluator's, each a number, a
% truth value or err(E) for the error E. A left shift by more than a
% large count is left out: its result is not worth making.
case(Op-A-B-X-Y) :- vals(Vs),
    member(Op, [+, -, *, //, mod, rem, min, max, <<, >>, /\, \/, xor, =:=, <, >=, sq]),
    member(A, Vs), member(B, Vs), \+ ( Op == << , abs(B) > 100000 ),
    catch(c(Op, A, B, X), error(E1, _), X = err(E1)),
    catch(r(Op, A, B, Y), error(E2, _), Y = err(E2)).
case(Op-A-X-Y) :- vals(Vs), member(Op, [-, abs, sign, \]), member(A, Vs),
    catch(c(Op, A, X), error(E1, _), X = err(E1)),
    E =.. [Op, A], catch(Y is E, error(E2, _), Y = err(E2)).

mismatch(M) :- case(M), ( M = _-_-_-X-Y -> true ; M = _-_-X-Y ), X \== Y.
