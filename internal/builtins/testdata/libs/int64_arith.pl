% Integer arithmetic whose intermediate values pass the core's small
% integers (61 bits) but not 64 bits, or pass 64 bits, in compiled
% clauses and in expressions bound at run time; integer division with /.
:- style_check(-singleton).
:- ensure_loaded(driver).

g(X is 3037000499*3037000499).
g(X is 3037000500*3037000500).
g(X is (2147483647*1103515245+12345) mod 2147483648).
g(X is -(-9223372036854775807-1)).
g(X is abs(-4611686018427387904*2)).
g(X is 1<<62).
g(X is 1<<63).
g(X is -1<<63).
g(X is 4611686018427387904*2 // 2).
g(X is (4611686018427387904*2) mod 7).
g(X is 9223372036854775807 + 1 - 1).
g(X is 1152921504606846975+1152921504606846975).
g(X is -1152921504606846976-1152921504606846976).
g(X is (1152921504606846975*4)/4).
g(X is (1152921504606846975*4)/8).
g(X is 10/4).
g(X is -7/2).
g(X is 9007199254740993/2).
g(X is 1/0).
g((E = 3037000500*3037000500, X is E)).
g(X is 2^62).
g(X is 2^63).
g(X is (-2)^63).
g(X is (-3)^3).
g(X is 0^0).
g(X is 1^(-3)).
g(X is (-1)^(-3)).
g(X is 2^(-1)).
g(X is 0^(-1)).
g(X is 3037000500^2).
g(X is 2.0^3).
g((E = 10^19, X is E)).
g((E = (1152921504606846975*4)/8, X is E)).

lcg(S0, S) :- S is (S0 * 1103515245 + 12345) mod 2147483648.
mul(X, Y, Z) :- Z is X * Y.
back(X, Y, Z) :- Z is X * Y - X * Y + 1.
neg(X, Z) :- Z is -X.
shl(X, Y, Z) :- Z is X << Y.
quot(X, Y, Z) :- Z is X / Y.
sq_gt(X, Y) :- X * X > Y.
pow(X, Y, Z) :- Z is X ^ Y.

c(lcg(2147483647, _)).
c(lcg(1, _)).
c(mul(1152921504606846975, 2, _)).
c(mul(4611686018427387904, 2, _)).
c(mul(-4611686018427387904, 2, _)).
c(mul(3037000500, 3037000500, _)).
c(back(3037000499, 3037000499, _)).
c(back(3037000500, 3037000500, _)).
c(back(4294967296, 4294967296, _)).
c(neg(-1152921504606846976, _)).
c(shl(1, 62, _)).
c(shl(1, 63, _)).
c(shl(-1, 62, _)).
c(shl(3, 61, _)).
c(quot(10, 4, _)).
c(quot(10, 5, _)).
c(quot(-7, 2, _)).
c(quot(1152921504606846975, 7, _)).
c(quot(1, 0, _)).
c(sq_gt(3037000499, 9223372036854775806)).
c(sq_gt(3037000500, 9223372036854775807)).
c(sq_gt(3037000499, 1152921504606846975)).
c(pow(2, 10, _)).
c(pow(2, 62, _)).
c(pow(2, 63, _)).
c(pow(-2, 63, _)).
c(pow(-3, 3, _)).
c(pow(0, 0, _)).
c(pow(1, -3, _)).
c(pow(2, -1, _)).
c(pow(10, 19, _)).
c(pow(-1, 1000000000000, _)).

main2 :- forall(c(G), t(G)).

:- initialization(main2).
