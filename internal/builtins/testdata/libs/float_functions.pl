% The evaluable functions from a float to a float, in compiled clauses
% (which the WAM core evaluates with the evaluator's own functions) on
% integers and floats inside and outside their domains: values, and the
% errors of arguments or values that are not finite floats.
:- style_check(-singleton).
:- ensure_loaded(driver).

f(sqrt, X, Y) :- Y is sqrt(X).
f(sin, X, Y) :- Y is sin(X).
f(cos, X, Y) :- Y is cos(X).
f(tan, X, Y) :- Y is tan(X).
f(asin, X, Y) :- Y is asin(X).
f(acos, X, Y) :- Y is acos(X).
f(atan, X, Y) :- Y is atan(X).
f(exp, X, Y) :- Y is exp(X).
f(sinh, X, Y) :- Y is sinh(X).
f(cosh, X, Y) :- Y is cosh(X).
f(tanh, X, Y) :- Y is tanh(X).
f(asinh, X, Y) :- Y is asinh(X).
f(acosh, X, Y) :- Y is acosh(X).
f(atanh, X, Y) :- Y is atanh(X).
f(erf, X, Y) :- Y is erf(X).
f(erfc, X, Y) :- Y is erfc(X).
f(lgamma, X, Y) :- Y is lgamma(X).
f(log, X, Y) :- Y is log(X).
f(log10, X, Y) :- Y is log10(X).

% A compound expression of them, and a comparison.
h(X, Y) :- Y is exp(-X*X) * 2.0 + sin(X) / cos(X) - log(1.0 + X*X).
lt(X) :- exp(X) < 10.

arg_value(-2.5). arg_value(-1). arg_value(-0.5). arg_value(0).
arg_value(0.0). arg_value(0.5). arg_value(1). arg_value(1.5).
arg_value(2). arg_value(3). arg_value(100.0). arg_value(710).
arg_value(1.0e10). arg_value(-1.0e10). arg_value(1.0e-10).

c(f(F, X, Y)) :- clause(f(F, _, _), _), arg_value(X).
c(h(X, Y)) :- arg_value(X).
c(lt(X)) :- arg_value(X).

main2 :- forall(c(G), t(G)).

:- initialization(main2).
