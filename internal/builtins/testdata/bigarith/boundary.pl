% Integer arithmetic at the boundaries of the machine word and of the
% small-integer range, for every binary and unary function on integers
% and a few mixed with floats: each line is Op(X, Y) = Result, or the
% formal term of the error it raises. The operands are passed as
% run-time values (T =.. [Op, X, Y], R is T) and, for the common
% functions, through clauses compiled with the operation in place.

value(0). value(1). value(-1). value(7). value(-7). value(10).
value(X) :- member(E, [60, 62, 63, 64, 100, 128, 200]),
    P is 2^E, member(D, [-1, 0, 1]),
    ( X is P + D ; X is -(P + D) ).
value(1.5). value(-2.0). value(1.0e20).

binop(+). binop(-). binop(*). binop(//). binop(div). binop(rem).
binop(mod). binop(gcd). binop(min). binop(max). binop(/\). binop(\/).
binop(xor). binop(>>). binop(<<). binop(**). binop(^). binop(/).
binop(cmpflags).

unop(-). unop(abs). unop(sign). unop(\). unop(msb). unop(succ_or_zero).
unop(float_integer_part). unop(truncate).

% Shifts and powers take only the exponents whose result is of a sane
% size.
small_exponent(Y) :- integer(Y), abs(Y) =< 200.

% SWI-Prolog 9.0.4 computes -(2^63) / -1 with a machine division that
% traps (error(signal(fpe, 8), _)); goprolog gives 2^63, as // does.
swi_traps(/, X, -1) :- X == -9223372036854775808.

run_binary(Op, X, Y) :-
    (   memberchk(Op, [>>, <<, **, ^]), \+ small_exponent(Y)
    ->  true
    ;   swi_traps(Op, X, Y)
    ->  true
    ;   Op == cmpflags
    ->  compare_all(X, Y)
    ;   T =.. [Op, X, Y],
        catch((R is T, show(R, Out)), error(E, _), Out = error(E)),
        format("~q = ~q~n", [T, Out])
    ).

% show(+R, -Out): R, or for an integer of more than 256 bits its size
% and residue, which keep the expected output small.
show(R, Out) :-
    (   integer(R), abs(R) > 1 << 256
    ->  Bits is msb(abs(R)), Res is R mod (2^61 - 1), Out = big(Bits, Res)
    ;   Out = R
    ).

compare_all(X, Y) :-
    findall(C, ( member(C, [=:=, =\=, <, >, =<, >=]),
                 G =.. [C, X, Y], catch(G, _, fail) ), Cs),
    format("cmp(~q, ~q) = ~q~n", [X, Y, Cs]).

run_unary(succ_or_zero, X) :- !,
    (   integer(X), X >= 0
    ->  catch((succ(X, S), Out = S), error(E, _), Out = error(E))
    ;   Out = skipped
    ),
    format("succ(~q) = ~q~n", [X, Out]).
run_unary(Op, X) :-
    T =.. [Op, X],
    catch((R is T, show(R, Out)), error(E, _), Out = error(E)),
    format("~q = ~q~n", [T, Out]).

% The same functions compiled in clauses.
c(+, X, Y, R) :- R is X + Y.
c(-, X, Y, R) :- R is X - Y.
c(*, X, Y, R) :- R is X * Y.
c(//, X, Y, R) :- R is X // Y.
c(mod, X, Y, R) :- R is X mod Y.
c(rem, X, Y, R) :- R is X rem Y.
c(div, X, Y, R) :- R is X div Y.
c(min, X, Y, R) :- R is min(X, Y).
c(max, X, Y, R) :- R is max(X, Y).
c(/\, X, Y, R) :- R is X /\ Y.
c(xor, X, Y, R) :- R is X xor Y.

run_compiled(Op, X, Y) :-
    catch((c(Op, X, Y, R), Out = R), error(E, _), Out = error(E)),
    format("c(~q, ~q, ~q) = ~q~n", [Op, X, Y, Out]).

% powm(X, Y, M) for moduli of either sign around the boundaries.
run_powm(X, Y, M) :-
    catch((R is powm(X, Y, M), Out = R), error(E, _), Out = error(E)),
    format("powm(~q, ~q, ~q) = ~q~n", [X, Y, M, Out]).

main :-
    findall(X, value(X), Vs),
    forall(( member(X, [0, 3, -3, 1152921504606846977, 18446744073709551617]),
             member(Y, [0, 5, -5, 9223372036854775807]),
             member(M, [0, 1, 7, -7, 9223372036854775809, 1267650600228229401496703205376]) ),
           run_powm(X, Y, M)),
    forall(( binop(Op), member(X, Vs), member(Y, Vs) ), run_binary(Op, X, Y)),
    forall(( unop(Op), member(X, Vs) ), run_unary(Op, X)),
    forall(( clause(c(Op, _, _, _), _), member(X, Vs), member(Y, Vs) ),
           run_compiled(Op, X, Y)).
